// What the Lighthouse script makes of its runs, kept apart from the browser so it can be tested: a run either gave
// every figure the table shows, or it failed and gives none (a failed run must never count as a score of 0 or turn a
// median into NaN); a page's row is built from its successful runs only and says how many there were.

/** The figures the table shows, as Lighthouse names them. */
const AUDITS = { tbt: 'total-blocking-time', lcp: 'largest-contentful-paint' };

const scoreOf = (lhr, category) => {
  const score = lhr.categories?.[category]?.score;
  return typeof score === 'number' && Number.isFinite(score) ? Math.round(score * 100) : null;
};

/** Why a category has no score: the audits of that category that errored, with Lighthouse's own message. */
const erroredAudits = (lhr, category) =>
  (lhr.categories?.[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits?.[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);

/**
 * One run's result. `{ok: true, performance, accessibility, tbt, lcp, issues}` when Lighthouse gave every figure,
 * else `{ok: false, reason}`: a runtime error (the page did not load or paint), a missing category score or a
 * missing timing (an audit that errored).
 */
export function readRun(lhr) {
  if (!lhr) return { ok: false, reason: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { ok: false, reason: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const performance = scoreOf(lhr, 'performance');
  const accessibility = scoreOf(lhr, 'accessibility');
  for (const [category, score] of [
    ['performance', performance],
    ['accessibility', accessibility],
  ]) {
    if (score === null) {
      const errors = erroredAudits(lhr, category);
      return { ok: false, reason: `no ${category} score${errors.length ? ` (${errors.join('; ')})` : ''}` };
    }
  }
  const timings = {};
  for (const [name, id] of Object.entries(AUDITS)) {
    const audit = lhr.audits?.[id];
    const value = audit?.numericValue;
    if (typeof value !== 'number' || !Number.isFinite(value))
      return { ok: false, reason: `no ${id}${audit?.errorMessage ? ` (${audit.errorMessage})` : ''}` };
    timings[name] = Math.round(value);
  }
  const issues = [];
  for (const ref of lhr.categories.accessibility.auditRefs ?? []) {
    const audit = lhr.audits?.[ref.id];
    if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1)
      issues.push(`${audit.id}: ${audit.title}`);
  }
  return { ok: true, performance, accessibility, ...timings, issues };
}

/** A run that threw (Chrome gone, protocol timeout) before giving a result. */
export const thrownRun = (error) => ({
  ok: false,
  reason: `Lighthouse threw: ${error instanceof Error ? error.message : String(error)}`,
});

/** The middle value (the upper one of two for an even count), as the script has always taken it. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/**
 * A page's row from its runs: the figures over the successful runs only, how many of all succeeded, the reasons the
 * others failed, and whether the targets were met (never, without a successful run).
 */
export function summarisePage(runs, targets) {
  const good = runs.filter((run) => run.ok);
  const failures = runs.flatMap((run, i) => (run.ok ? [] : [`run ${i + 1}: ${run.reason}`]));
  const base = { runsOk: good.length, runs: runs.length, failures };
  if (good.length === 0) return { ...base, figures: null, issues: [], met: false };
  const figures = Object.fromEntries(
    ['performance', 'tbt', 'lcp', 'accessibility'].map((name) => [name, spread(good.map((run) => run[name]))]),
  );
  const met =
    figures.performance.median >= targets.performance &&
    figures.accessibility.median >= targets.accessibility &&
    (targets.tbt === undefined || figures.tbt.median < targets.tbt) &&
    (targets.lcp === undefined || figures.lcp.median <= targets.lcp);
  return { ...base, figures, issues: [...new Set(good.flatMap((run) => run.issues))], met };
}

const cell = ({ median: m, min, max }) => `${m} (${min}–${max})`;
const wanted = (targets) =>
  `perf ≥ ${targets.performance}${targets.tbt ? `, TBT < ${targets.tbt}` : ''}${targets.lcp ? `, LCP ≤ ${targets.lcp}` : ''}, a11y ${targets.accessibility}`;

/** The table's header line; `pageRow` lines follow it. */
export const tableHeader = () =>
  `${'page'.padEnd(14)}${'runs ok'.padStart(10)}${'performance'.padStart(18)}${'TBT ms'.padStart(22)}${'LCP ms'.padStart(22)}${'accessibility'.padStart(20)}   targets`;

/** A page's lines of the table: its row, then the failed runs and the accessibility issues. */
export function pageRow(name, summary, targets) {
  const runsOk = `${summary.runsOk} of ${summary.runs}`.padStart(10);
  const verdict = `${wanted(targets)}: ${summary.met ? 'met' : 'missed'}`;
  const lines = [];
  if (!summary.figures) {
    lines.push(`${name.padEnd(14)}${runsOk}   no successful run, so no figures   ${verdict}`);
  } else {
    const f = summary.figures;
    lines.push(
      `${name.padEnd(14)}${runsOk}${cell(f.performance).padStart(18)}${cell(f.tbt).padStart(22)}${cell(f.lcp).padStart(22)}${cell(f.accessibility).padStart(20)}   ${verdict}`,
    );
  }
  for (const failure of summary.failures) lines.push(`${''.padEnd(14)}failed ${failure}`);
  for (const issue of summary.issues) lines.push(`${''.padEnd(14)}accessibility issue: ${issue}`);
  return lines;
}
