// Lighthouse (mobile profile, the default) for four pages: the home page, /how-to-order, /checkout and one order's
// page, LIGHTHOUSE_RUNS times each (5), judged by the median as Lighthouse advises. Prints a table of performance,
// Total Blocking Time and accessibility (median, with the range), and the machine's load average at the start and
// the end: scores move with the load, so read them beside it. A run that fails (the page did not load or paint,
// an audit errored, Lighthouse threw) counts for nothing: it is left out of the figures, counted ("4 of 5") and its
// reason printed; a page without a successful run says so and the script exits non-zero.
// LIGHTHOUSE_URL: the shop's origin (http://host:port) to score; otherwise it starts `npm start` on a free port and
// stops it afterwards. The order is placed through the API (test gateway) and paid, then scored as a visitor sees it
// (each run clears the origin's storage, local storage and cookies included, so not as the shopper who placed it).
// LIGHTHOUSE_PAGES: score only these pages, a comma-separated list of their names with a dash for a space
// (home, how-to-order, checkout, order); the order is placed only when the order page is scored.
// LIGHTHOUSE_JSON_DIR: also write each run's full report there (<page>-<run>.json), to read its audits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageRow, readRun, summarisePage, tableHeader, thrownRun } from './lighthouse-runs.mjs';

const require = createRequire(import.meta.url);
const { startApp } = require('../e2e/support/app-server.cjs');

const runs = Number(process.env.LIGHTHOUSE_RUNS || 5);
/** What Lighthouse 12 clears before a run by default (its `clearStorageTypes`). */
const DEFAULT_CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const slug = (name) => name.replace(/ /g, '-');
const pageNames = ['home', 'how-to-order', 'checkout', 'order'];
const only = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !pageNames.includes(name));
if (unknown.length > 0) {
  console.error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')} (pages: ${pageNames.join(', ')})`);
  process.exit(2);
}
const wanted = (name) => only.length === 0 || only.includes(name);
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const load = () =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${cpus().length} CPUs)`;
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

/**
 * A paid order through the API, as a shopper's browser would place it: one x-session-id, and the cookies the shop
 * sets (sp_browser, to which it binds that id on the first request: the id without it is refused with 401).
 */
async function placeOrder(base) {
  const session = `sess_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
  const cookies = new Map();
  const call = async (path, body) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': session, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { configurationId } = await call('/api/configure-putter', { modelId: 'melody-c' });
  await call('/api/cart/add', { configurationId, quantity: 1 });
  const { orderId, clientSecret } = await call('/api/orders/init', {
    customerDetails: {
      name: 'Lighthouse Shopper',
      email: 'lighthouse@example.com',
      phone: '812345678',
      phoneCountryCode: '+66',
      shippingAddress: {
        streetAddress: '1 Sukhumvit Rd',
        city: 'Bangkok',
        state: 'Bangkok',
        postalCode: '10110',
        country: 'Thailand',
      },
      billingAddressSameAsShipping: true,
    },
  });
  await call('/api/payments/test-gateway/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  return orderId;
}

const launchChrome = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });

// LIGHTHOUSE_BUSY=N: N CPU-bound processes (a busy loop each) run beside Lighthouse from the first run to the last,
// for the home page's target on a machine doing something else (performance >= 90 then, instead of 95 and TBT).
const busyCount = Number(process.env.LIGHTHOUSE_BUSY || 0);
/** Issue 34: every page 95 or more with its largest paint within 2.5 s, on a quiet machine. */
const pageTargets =
  busyCount > 0 ? { performance: 90, accessibility: 100 } : { performance: 95, lcp: 2500, accessibility: 100 };
const busy = [];
const loadAtStart = load();
const app = process.env.LIGHTHOUSE_URL ? null : await startApp();
const base = (process.env.LIGHTHOUSE_URL ?? app.baseUrl).replace(/\/$/, '');
let chrome;
const rows = [];
try {
  const orderId = wanted('order') ? await placeOrder(base) : null;
  const pages = [
    {
      name: 'home',
      path: '/',
      targets: busyCount > 0 ? { performance: 90, accessibility: 100 } : { ...pageTargets, tbt: 200 },
    },
    { name: 'how to order', path: '/how-to-order', targets: pageTargets },
    { name: 'checkout', path: '/checkout', targets: pageTargets },
    { name: 'order', path: `/orders/${orderId}`, targets: pageTargets },
  ].filter((page) => wanted(slug(page.name)));
  for (let i = 0; i < busyCount; i++) {
    busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  }
  chrome = await launchChrome();
  for (const page of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      let result;
      try {
        const outcome = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Each run a first visit: Lighthouse 12 keeps local storage, IndexedDB and cookies by default, so a run
          // would otherwise carry the cart key an earlier page's run stored (and the checkout would be scored as a
          // returning shopper's, or not, by the order of the pages).
          clearStorageTypes: [...DEFAULT_CLEARED_STORAGE, 'local_storage', 'indexeddb', 'cookies'],
        });
        result = readRun(outcome?.lhr);
        if (jsonDir && outcome?.lhr) {
          writeFileSync(join(jsonDir, `${slug(page.name)}-${run}.json`), JSON.stringify(outcome.lhr));
        }
      } catch (error) {
        result = thrownRun(error);
        // Chrome may be gone or wedged after a throw: the next run gets a fresh one.
        await Promise.resolve(chrome.kill()).catch(() => undefined);
        chrome = await launchChrome();
      }
      results.push(result);
      process.stderr.write(
        result.ok
          ? `  ${page.name} run ${run}/${runs}: performance ${result.performance}, TBT ${result.tbt} ms, accessibility ${result.accessibility}\n`
          : `  ${page.name} run ${run}/${runs}: failed, ${result.reason}\n`,
      );
    }
    rows.push({ ...page, summary: summarisePage(results, page.targets) });
  }
} finally {
  for (const child of busy) child.kill('SIGKILL');
  await chrome?.kill();
  await app?.stop();
}

const loadAtEnd = load();
console.log(`\nLighthouse 12, mobile profile, median (range) of each page's successful runs out of ${runs}`);
console.log(`load average at start: ${loadAtStart}`);
if (busyCount > 0) console.log(`with ${busyCount} CPU-bound process(es) running beside Lighthouse (LIGHTHOUSE_BUSY)`);
console.log(tableHeader());
for (const row of rows) for (const line of pageRow(row.name, row.summary, row.targets)) console.log(line);
const noRun = rows.filter((row) => row.summary.runsOk === 0);
if (noRun.length > 0) console.log(`no successful run for: ${noRun.map((row) => row.name).join(', ')}`);
console.log(`load average at end: ${loadAtEnd}`);
process.exitCode = rows.every((row) => row.summary.met) ? 0 : 1;
