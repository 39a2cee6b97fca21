// Lighthouse (mobile profile, the default) for four pages: the home page, /how-to-order, /checkout and one order's
// page, LIGHTHOUSE_RUNS times each (5), judged by the median as Lighthouse advises. Prints a table of performance,
// Total Blocking Time and accessibility (median, with the range), and the machine's load average at the start and
// the end: scores move with the load, so read them beside it.
// LIGHTHOUSE_URL: the shop's origin (http://host:port) to score; otherwise it starts `npm start` on a free port and
// stops it afterwards. The order is placed through the API (test gateway) and paid, then scored as a visitor sees it
// (Lighthouse clears the browser's storage before each run, so not as the shopper who placed it).
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const require = createRequire(import.meta.url);
const { startApp } = require('../e2e/support/app-server.cjs');

const runs = Number(process.env.LIGHTHOUSE_RUNS || 5);
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

/** A paid order through the API, as a shopper's browser would place it. */
async function placeOrder(base) {
  const session = `sess_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
  const call = async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': session },
      body: JSON.stringify(body),
    });
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

const loadAtStart = load();
const app = process.env.LIGHTHOUSE_URL ? null : await startApp();
const base = (process.env.LIGHTHOUSE_URL ?? app.baseUrl).replace(/\/$/, '');
let chrome;
const rows = [];
try {
  const orderId = await placeOrder(base);
  const pages = [
    { name: 'home', path: '/', targets: { performance: 95, tbt: 200, accessibility: 100 } },
    { name: 'how to order', path: '/how-to-order', targets: { performance: 90, accessibility: 100 } },
    { name: 'checkout', path: '/checkout', targets: { performance: 90, accessibility: 100 } },
    { name: 'order', path: `/orders/${orderId}`, targets: { performance: 90, accessibility: 100 } },
  ];
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });
  for (const page of pages) {
    const scores = { performance: [], tbt: [], accessibility: [], lcp: [] };
    const issues = new Set();
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      scores.performance.push(Math.round(lhr.categories.performance.score * 100));
      scores.accessibility.push(Math.round(lhr.categories.accessibility.score * 100));
      scores.tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
      scores.lcp.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
      for (const ref of lhr.categories.accessibility.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) issues.add(`${audit.id}: ${audit.title}`);
      }
      process.stderr.write(
        `  ${page.name} run ${run}/${runs}: performance ${scores.performance.at(-1)}, TBT ${scores.tbt.at(-1)} ms, accessibility ${scores.accessibility.at(-1)}\n`,
      );
    }
    rows.push({ ...page, scores, issues: [...issues] });
  }
} finally {
  await chrome?.kill();
  await app?.stop();
}

const loadAtEnd = load();
console.log(`\nLighthouse 12, mobile profile, median of ${runs} runs per page (range in brackets)`);
console.log(`load average at start: ${loadAtStart}`);
console.log(
  `${'page'.padEnd(14)}${'performance'.padStart(18)}${'TBT ms'.padStart(20)}${'LCP ms'.padStart(20)}${'accessibility'.padStart(20)}   targets`,
);
let allMet = true;
for (const row of rows) {
  const { scores, targets } = row;
  const performance = median(scores.performance);
  const tbt = median(scores.tbt);
  const accessibility = median(scores.accessibility);
  const met =
    performance >= targets.performance &&
    accessibility >= targets.accessibility &&
    (targets.tbt === undefined || tbt < targets.tbt);
  allMet &&= met;
  const wanted = `perf ≥ ${targets.performance}${targets.tbt ? `, TBT < ${targets.tbt}` : ''}, a11y ${targets.accessibility}`;
  console.log(
    `${row.name.padEnd(14)}${`${performance} (${range(scores.performance)})`.padStart(18)}${`${tbt} (${range(scores.tbt)})`.padStart(20)}${`${median(scores.lcp)} (${range(scores.lcp)})`.padStart(20)}${`${accessibility} (${range(scores.accessibility)})`.padStart(20)}   ${wanted}: ${met ? 'met' : 'missed'}`,
  );
  for (const issue of row.issues) console.log(`${''.padEnd(14)}accessibility issue: ${issue}`);
}
console.log(`load average at end: ${loadAtEnd}`);
process.exitCode = allMet ? 0 : 1;
