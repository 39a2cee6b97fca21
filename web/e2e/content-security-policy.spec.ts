import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchConsole } from './support/browser';

/**
 * The route tests prove the shop's pages load under its Content-Security-Policy with no console error; this proves
 * that a violation would be one (so their silence means something) and that the policy is the one sent.
 */
describe('Content-Security-Policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['the web shop', '/', 'text=Design Your Sound Putter'],
    ['the kiosk', '/kiosk/', 'text=Set up this kiosk'],
  ])(
    '%s runs its own scripts but refuses an injected inline script, and says so in the console',
    async (_n, path, ready) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.waitForSelector(ready);
      expect(errors).toEqual([]);

      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      // The console message may come a moment later: waited for (the test's timeout bounds it), not slept for.
      const refused = Date.now();
      while (!/Content Security Policy/.test(errors.join('\n'))) await page.waitForTimeout(20);
      process.stdout.write(`[csp e2e] ${path}: the refusal reached the console ${Date.now() - refused} ms later\n`);
      await context.close();
    },
  );
});
