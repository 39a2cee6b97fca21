import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';

const routes: Array<{ name: string; path: string; ready: string }> = [
  { name: 'home', path: '/', ready: 'text=Design Your Sound Putter' },
  { name: 'about', path: '/about', ready: 'text=Technical specifications' },
  { name: 'how-to-order', path: '/how-to-order', ready: 'text=Choose Your Sound' },
  { name: 'how-to-order-melody-d', path: '/how-to-order?model=melody-d', ready: 'text=Place Your Order' },
  { name: 'sound-preview', path: '/sound-preview', ready: 'main' },
  { name: 'not-found', path: '/no-such-page', ready: 'text=Page Not Found' },
];

describe('every route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const route of routes) {
      it(`${route.name} (${theme}) loads without console errors or serious accessibility violations`, async () => {
        const context = await newContext(browser, theme);
        const page = await context.newPage();
        const errors = watchConsole(page);
        await page.goto(route.path, { waitUntil: 'networkidle' });
        await page.waitForSelector(route.ready);
        // Let lazy sections (configurator, media) settle before judging the page.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        await screenshot(page, `${route.name}-${theme}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('the mobile menu (below md) leaves out Track Orders', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'How to Order' }).isVisible()).resolves.toBe(true);
    expect(await menu.getByRole('link', { name: 'Track Orders' }).count()).toBe(0);
    await screenshot(page, 'home-mobile-menu-light');
    await context.close();
  });

  it('the theme toggle switches and remembers the theme', async () => {
    const context = await newContext(browser, 'light');
    const page = await context.newPage();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});
