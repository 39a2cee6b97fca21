#!/usr/bin/env node
/* global window */
// Draws the shop's product pictures from the 3-D putter scene (src/components/putter/product-stills.ts) with
// Chromium's software WebGL, and writes them to src/assets/renders/<name>.webp. Run with `npm run renders -w web`;
// needs Chromium (CHROME_PATH, default /usr/bin/chromium). The pictures are committed: building the shop needs no
// browser. Look at every picture before committing it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(web, 'src/assets/renders');
const only = process.argv.slice(2);

const server = await createServer({ root: web, logLevel: 'warn', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(300_000);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${port}/render-stills.html`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const names = await page.evaluate(() => window.productStillNames);
  mkdirSync(outDir, { recursive: true });
  for (const name of names) {
    if (only.length && !only.includes(name)) continue;
    const started = Date.now();
    const url = await page.evaluate((n) => window.renderProductStill(n), name);
    if (!url.startsWith('data:image/webp;base64,')) throw new Error(`${name}: the browser did not encode WebP`);
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    writeFileSync(path.join(outDir, `${name}.webp`), bytes);
    console.log(
      `${name}.webp  ${(bytes.length / 1024).toFixed(1)} KB  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
