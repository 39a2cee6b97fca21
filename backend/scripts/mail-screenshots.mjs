#!/usr/bin/env node
/* global document */
// Screenshots of the order mails as a customer's mail app shows them: each mail rendered by the mail core (MJML,
// the brand layout) from the templates' sample data, in English and Thai, at 390 px (a phone) and 800 px (a
// desktop mail client), written to web/e2e/references/mails/<kind>-<language>-<width>.png. Run after
// `npm run build -w backend` with `npm run mail:screenshots -w backend`; needs Chromium (CHROME_PATH, default
// /usr/bin/chromium). The mail's font stack names Noto Sans Thai; a machine without Thai fonts (this one, a CI
// runner) gets the file the web shop ships, as a mail app with the font would draw it. Look at every picture.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const backend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(backend, '..');
const require = createRequire(import.meta.url);
const { renderBrandLayout } = require(path.join(backend, 'dist/mail/brand-layout.js'));
const { orderMailTemplates } = require(path.join(backend, 'dist/mail/templates/order/order-mail-templates.js'));
const { sampleOrderMailData } = require(path.join(backend, 'dist/mail/templates/order/order-mail-fixtures.js'));

const kinds = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['order-receipt', 'order-at-risk', 'order-shipped'];
const outDir = path.join(root, 'web/e2e/references/mails');
const thaiFont = pathToFileURL(
  require.resolve('@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2', { paths: [root] }),
).href;
// The shop's files as they are served: the putters' pictures load from web/public.
const shopUrl = pathToFileURL(path.join(root, 'web/public')).href;
const fontFace = `<style>@font-face{font-family:'Noto Sans Thai';src:url('${thaiFont}') format('woff2');font-weight:100 900}</style>`;

const work = mkdtempSync(path.join(tmpdir(), 'mail-shots-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const kind of kinds) {
    for (const language of ['en', 'th']) {
      const data = sampleOrderMailData[kind];
      const content = orderMailTemplates[kind](data, language, { shopUrl });
      const { html } = await renderBrandLayout(content, {
        language,
        shopUrl,
        shopAddress: '99 Sukhumvit Road, Khlong Toei, Bangkok 10110',
      });
      const file = path.join(work, `${kind}-${language}.html`);
      writeFileSync(file, html.replace('</head>', `${fontFace}</head>`));
      for (const width of [390, 800]) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.goto(pathToFileURL(file).href);
        await page.evaluate(() => document.fonts.ready);
        const out = path.join(outDir, `${kind}-${language}-${width}.png`);
        await page.screenshot({ path: out, fullPage: true });
        await page.close();
        console.log(path.relative(root, out));
      }
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
