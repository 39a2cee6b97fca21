import { median, pageRow, readRun, summarisePage, thrownRun } from './lighthouse-runs.mjs';

const targets = { performance: 90, accessibility: 100 };

/** A Lighthouse result shaped like the real one, with the parts the script reads. */
const lhr = ({ performance = 0.92, accessibility = 1, tbt = 120.4, lcp = 1510.6 } = {}) => ({
  categories: {
    performance: { score: performance, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
    accessibility: { score: accessibility, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
  },
  audits: {
    'total-blocking-time': { id: 'total-blocking-time', numericValue: tbt, scoreDisplayMode: 'numeric' },
    'largest-contentful-paint': { id: 'largest-contentful-paint', numericValue: lcp, scoreDisplayMode: 'numeric' },
    'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
  },
});

describe('Lighthouse runs', () => {
  it('reads a good run as rounded figures', () => {
    expect(readRun(lhr())).toEqual({ ok: true, performance: 92, accessibility: 100, tbt: 120, lcp: 1511, issues: [] });
  });

  it('calls a run with a runtime error failed, with its reason', () => {
    const noPaint = {
      ...lhr({ performance: null, accessibility: null, tbt: null }),
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    };
    expect(readRun(noPaint)).toEqual({ ok: false, reason: 'NO_FCP: The page did not paint any content.' });
  });

  it('calls a run failed when a category has no score, naming the audit that errored', () => {
    const run = lhr({ performance: null });
    run.audits['total-blocking-time'] = {
      id: 'total-blocking-time',
      scoreDisplayMode: 'error',
      errorMessage: 'Required trace missing',
    };
    expect(readRun(run)).toEqual({
      ok: false,
      reason: 'no performance score (total-blocking-time: Required trace missing)',
    });
  });

  it('calls a run failed when a timing is missing, and when Lighthouse gave nothing or threw', () => {
    expect(readRun(lhr({ lcp: null }))).toMatchObject({ ok: false, reason: 'no largest-contentful-paint' });
    expect(readRun(undefined)).toMatchObject({ ok: false });
    expect(thrownRun(new Error('protocol timeout'))).toEqual({
      ok: false,
      reason: 'Lighthouse threw: protocol timeout',
    });
  });

  it('leaves failed runs out of the figures and counts them', () => {
    const runs = [
      readRun(lhr({ performance: 0.91, tbt: 300 })),
      readRun({ ...lhr(), runtimeError: { code: 'NO_FCP', message: 'no paint' } }),
      readRun(lhr({ performance: 0.95, tbt: 100 })),
      readRun(lhr({ performance: 0.93, tbt: 200 })),
      readRun(lhr({ performance: 0.97, tbt: 50 })),
    ];
    const summary = summarisePage(runs, targets);
    expect(summary).toMatchObject({ runsOk: 4, runs: 5, failures: ['run 2: NO_FCP: no paint'], met: true });
    expect(summary.figures.performance).toEqual({ median: 95, min: 91, max: 97 });
    expect(summary.figures.tbt).toEqual({ median: 200, min: 50, max: 300 });
    const [row, failure] = pageRow('checkout', summary, targets);
    expect(row).toContain('4 of 5');
    expect(row).toContain('95 (91–97)');
    expect(row).not.toContain('NaN');
    expect(failure).toContain('failed run 2: NO_FCP: no paint');
  });

  it('holds the median largest paint to its target when there is one, 2.5 s included', () => {
    const withLcp = { performance: 95, lcp: 2500, accessibility: 100 };
    const runs = (lcp) => [1, 2, 3].map(() => readRun(lhr({ performance: 0.97, lcp })));
    expect(summarisePage(runs(2500), withLcp).met).toBe(true);
    expect(summarisePage(runs(2501), withLcp).met).toBe(false);
    // Control: the same slow runs meet targets that name no largest paint.
    expect(summarisePage(runs(3400), { performance: 95, accessibility: 100 }).met).toBe(true);
    const [row] = pageRow('order', summarisePage(runs(3400), withLcp), withLcp);
    expect(row).toContain('perf ≥ 95, LCP ≤ 2500, a11y 100: missed');
  });

  it('says when a page had no successful run, and misses its targets', () => {
    const runs = [
      thrownRun(new Error('gone')),
      readRun({ ...lhr(), runtimeError: { code: 'PAGE_HUNG', message: 'hung' } }),
    ];
    const summary = summarisePage(runs, targets);
    expect(summary).toMatchObject({ runsOk: 0, runs: 2, figures: null, met: false });
    const lines = pageRow('order', summary, targets);
    expect(lines[0]).toContain('0 of 2');
    expect(lines[0]).toContain('no successful run');
    expect(lines[0]).toContain('missed');
    expect(lines.join('\n')).not.toMatch(/NaN|Infinity/);
  });

  it('collects the accessibility issues of the successful runs once each', () => {
    const withIssue = lhr();
    withIssue.audits['color-contrast'].score = 0;
    const summary = summarisePage([readRun(withIssue), readRun(withIssue)], targets);
    expect(summary.issues).toEqual(['color-contrast: Contrast']);
  });

  it('takes the upper middle value as the median of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
