// Prints Lighthouse's performance and accessibility scores for the home page (mobile profile, the default).
// Uses LIGHTHOUSE_URL when given; otherwise starts the app with `npm start` on a free port and stops it afterwards.
// Scores move with the machine's load, so it runs LIGHTHOUSE_RUNS times (3) and judges the median, as Lighthouse advises.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { startApp } = require('../e2e/support/app-server.cjs');

const targets = { performance: 90, accessibility: 95 };
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const app = process.env.LIGHTHOUSE_URL ? null : await startApp();
const url = process.env.LIGHTHOUSE_URL ?? `${app.baseUrl}/`;
let chrome;
const results = [];
try {
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    const scores = {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
    };
    console.log(`Lighthouse ${result.lhr.lighthouseVersion} · ${url} · mobile · run ${run}/${runs}`);
    console.log(`  performance:   ${scores.performance} (target ≥ ${targets.performance})`);
    console.log(`  accessibility: ${scores.accessibility} (target ≥ ${targets.accessibility})`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
    }
    const failing = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
    );
    for (const audit of failing) console.log(`  accessibility issue: ${audit.id}: ${audit.title}`);
    results.push(scores);
  }
} finally {
  await chrome?.kill();
  await app?.stop();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const performance = median(results.map((r) => r.performance));
const accessibility = median(results.map((r) => r.accessibility));
console.log(`Median of ${results.length}: performance ${performance}, accessibility ${accessibility}`);
process.exitCode = performance >= targets.performance && accessibility >= targets.accessibility ? 0 : 1;
