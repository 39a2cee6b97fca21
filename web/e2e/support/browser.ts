import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`');
  return url.replace(/\/$/, '');
};

export const artifactsDir = path.resolve(__dirname, '../../artifacts/e2e');

const quietArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium without a GPU and without WebGL: the pages draw their 2-D fallbacks. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...quietArgs, '--disable-gpu'],
  });

/** Chromium with WebGL on the CPU (SwiftShader), the same pixels on every machine: for the 3-D putter. */
export const launchBrowserWithWebGl = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...quietArgs, '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });

export const newContext = (
  browser: Browser,
  theme: 'light' | 'dark' = 'light',
  viewport = { width: 1280, height: 900 },
  /** A screen's pixel density (1 unless given): a 2× screen fetches the larger picture of a srcset. */
  deviceScaleFactor = 1,
  /** A touch screen (a tablet): touch events, and CSS `pointer: coarse` as on the real device. */
  touch = false,
) =>
  browser
    .newContext({ baseURL: baseUrl(), viewport, deviceScaleFactor, hasTouch: touch, isMobile: touch })
    .then(async (context: BrowserContext) => {
      await context.addInitScript((value) => {
        if (!localStorage.getItem('theme')) localStorage.setItem('theme', value);
      }, theme);
      return context;
    });

/** Console errors (failed requests included: Chromium logs every 4xx/5xx response) and uncaught exceptions. */
export const watchConsole = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
};

/** Where a screenshot named `name` is kept (for a viewport-only shot, e.g. of an open dialog). */
export const screenshotPath = (name: string): string => {
  mkdirSync(artifactsDir, { recursive: true });
  return path.join(artifactsDir, `${name}.png`);
};

export const screenshot = async (page: Page, name: string) => {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
};

// Evaluated through the DevTools protocol rather than added as a <script>: the shop's CSP (rightly) refuses inline
// scripts it does not know, and the page under test must keep its real policy.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's serious and critical findings on the current page. */
export const seriousA11yViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};
