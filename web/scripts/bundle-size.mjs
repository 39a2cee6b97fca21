// The JavaScript a phone loads for the home page before the first input, gzip-compressed, against the 100 KB budget
// (the browser test `routes.spec.ts` holds the same budget). Opens "/" at 390 × 844 in chromium, waits until the
// first screen shows the lists it fetched and the network is quiet, and sums the scripts fetched so far.
// BUNDLE_URL: the shop's origin to measure; otherwise it starts `npm start` on a free port and stops it afterwards.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { startApp } = require('../e2e/support/app-server.cjs');

const BUDGET_KB = 100;
const app = process.env.BUNDLE_URL ? null : await startApp();
const base = (process.env.BUNDLE_URL ?? app.baseUrl).replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const sizes = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.getByRole('group', { name: 'Your putter so far' }).getByText('Melody C').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
} finally {
  await browser.close();
  await app?.stop();
}

let total = 0;
for (const [script, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`);
}
console.log(
  `JS loaded by the home page before the first input (phone): ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
);
process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
