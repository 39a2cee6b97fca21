// The JavaScript the home route loads, gzip-compressed, against the 170 KB budget. Serves the built web/dist
// (build first) with the SPA fallback, opens "/" in chromium and sums the scripts it fetched.
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 170;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build -w web` first.');
  process.exit(1);
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (pathname.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"offline","status":404}');
    return;
  }
  const file = path.join(dist, pathname);
  const target =
    file.startsWith(dist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file)
      ? file
      : path.join(dist, 'index.html');
  res
    .writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' })
    .end(readFileSync(target));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const scripts = new Set();
try {
  const page = await browser.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
} finally {
  await browser.close();
  server.close();
}

let total = 0;
for (const script of [...scripts].sort()) {
  const size = gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`);
}
console.log(`JS loaded by the home route: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
process.exitCode = total / 1024 <= BUDGET_KB ? 0 : 1;
