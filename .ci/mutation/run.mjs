// Mutation testing of the domain rules (issue 18): `npm run test:mutation [-- options] [target ids]`.
//
// One StrykerJS run per target of targets.cjs (a mutated file with its own spec), in incremental mode: the report
// of the last run is kept in .ci/mutation/incremental/<target>.json, so Stryker re-tests only mutants of changed code
// or covered by changed tests. A target whose source and specs are byte-for-byte what its kept report recorded
// is not started at all: its score is read from that report. Fails when any target scores below its
// `break` threshold (95% for deciders, 90% for the rest).
//
// Options:
//   --all          start Stryker for every target, even unchanged ones (still incremental)
//   --force        re-test every mutant (Stryker's --force); implies --all
//   --concurrency  test-runner processes per Stryker run (default 1; the machines have 2 cores)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const targets = require('./targets.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const force = flag('--force');
const all = force || flag('--all');
const concurrency = option('--concurrency', process.env.MUTATION_CONCURRENCY ?? '1');
const chosen = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--concurrency');
const unknown = chosen.filter((id) => !targets.some((t) => t.id === id));
if (unknown.length > 0) {
  console.error(`Unknown target(s) ${unknown.join(', ')}; known: ${targets.map((t) => t.id).join(', ')}`);
  process.exit(2);
}
const selected = chosen.length > 0 ? targets.filter((t) => chosen.includes(t.id)) : targets;

const incrementalPath = (target) => path.join(root, '.ci', 'mutation', 'incremental', `${target.id}.json`);
const readReport = (target) =>
  existsSync(incrementalPath(target)) ? JSON.parse(readFileSync(incrementalPath(target), 'utf8')) : undefined;
const current = (file) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined);

/** True when the kept report was made from exactly the target's current source and specs. */
const unchangedSince = (target, report) =>
  report !== undefined &&
  target.mutate.every((file) => report.files[file]?.source === current(file)) &&
  target.specs.every((spec) => report.testFiles?.[spec]?.source === current(spec));

/**
 * The kept report without what only made sense on the machine that ran it: the project's absolute path, the
 * options, and the failure messages (stack traces full of sandbox paths). Stryker's incremental diff reads only
 * the files, the tests and each mutant's status, coverage and killers.
 */
const keepReport = (target) => {
  const report = readReport(target);
  if (!report) return;
  for (const file of Object.values(report.files))
    for (const mutant of file.mutants) {
      delete mutant.statusReason;
      delete mutant.duration;
    }
  const { schemaVersion, thresholds, files, testFiles } = report;
  writeFileSync(incrementalPath(target), `${JSON.stringify({ schemaVersion, thresholds, files, testFiles })}\n`);
};

/**
 * Stryker re-tests a surviving mutant in incremental mode only when a test newly covers it. A static mutant (in
 * code that runs when the module loads, such as a constant table) is covered by no test in particular, so its
 * survival would be kept for ever, however many tests were added since. Forgetting those results makes Stryker
 * test them again (they are few). Errors are tried again too: a test process that crashed once (a busy machine,
 * node_modules reinstalled under it) must not leave its mutants out of the score for good.
 */
const forgetStickyResults = (target) => {
  const report = readReport(target);
  if (!report) return;
  const sticky = (m) =>
    m.status === 'RuntimeError' ||
    m.status === 'CompileError' ||
    (m.static && m.status !== 'Killed' && m.status !== 'Timeout');
  for (const file of Object.values(report.files)) file.mutants = file.mutants.filter((m) => !sticky(m));
  writeFileSync(incrementalPath(target), `${JSON.stringify(report)}\n`);
};

/** Stryker's own arithmetic: detected (killed, timeout) over valid mutants (not ignored, no compile/runtime error). */
const tally = (file, report) => {
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  for (const mutant of report?.files[file]?.mutants ?? []) count[mutant.status] += 1;
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return { ...count, total: valid, score: valid === 0 ? NaN : (100 * detected) / valid };
};

const rows = [];
let failed = false;
for (const target of selected) {
  const kept = readReport(target);
  let how = 'unchanged: kept report';
  if (all || !unchangedSince(target, kept)) {
    how = kept ? 'incremental run' : 'full run';
    console.log(`\n==> ${target.id}: ${how} over ${target.mutate.join(', ')} with ${target.specs.join(', ')}`);
    forgetStickyResults(target);
    const started = Date.now();
    const strykerArgs = ['run', '.ci/mutation/stryker.config.mjs', '--concurrency', concurrency];
    if (force) strykerArgs.push('--force');
    const stryker = [
      process.execPath,
      path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'),
      ...strykerArgs,
    ];
    const nice = spawnSync('nice', ['--version'], { stdio: 'ignore' }).status === 0;
    const command = nice ? ['nice', '-n', '10', ...stryker] : stryker;
    const result = spawnSync(command[0], command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_TARGET: target.id },
    });
    how += ` (${Math.round((Date.now() - started) / 1000)} s)`;
    keepReport(target);
    // Stryker exits non-zero below `break` and when it cannot run (a failing dry run, a bad config).
    if (result.status !== 0) {
      failed = true;
      how += `, stryker exited ${result.status ?? result.signal}`;
    }
  }
  const report = readReport(target);
  const fresh = unchangedSince(target, report);
  for (const file of target.mutate) {
    const t = tally(file, report);
    const ok = fresh && t.score >= target.break;
    if (!ok) failed = true;
    const row = [file, t.total, t.Killed, t.Timeout, t.Survived, t.NoCoverage, t.score.toFixed(2), target.break];
    rows.push([...row, ok ? 'ok' : 'FAIL', how]);
  }
}

const header = ['file', 'mutants', 'killed', 'timeout', 'survived', 'no cov', 'score %', 'break %', '', 'how'];
const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ');
console.log(
  `\nMutation scores (each file against its own spec):\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`,
);
for (const row of rows) console.log(line(row));
const failing = rows.filter((r) => r[8] !== 'ok').length;
console.log(`\nfiles at or above their threshold: ${rows.length - failing} of ${rows.length}`);
process.exit(failed ? 1 : 0);
