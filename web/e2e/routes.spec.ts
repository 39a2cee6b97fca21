import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { coveredHeaderText, layoutFaults } from './support/layout';

const routes: Array<{ name: string; path: string; ready: string }> = [
  { name: 'home', path: '/', ready: 'text=Design Your Sound Putter' },
  { name: 'about', path: '/about', ready: 'text=Technical specifications' },
  { name: 'how-to-order', path: '/how-to-order', ready: 'text=Choose Your Sound' },
  { name: 'how-to-order-melody-d', path: '/how-to-order?model=melody-d', ready: 'text=Place Your Order' },
  { name: 'sound-preview', path: '/sound-preview', ready: 'main' },
  { name: 'help', path: '/help', ready: 'text=Returns & Warranty' },
  { name: 'help-th', path: '/help?lang=th', ready: 'text=การคืนสินค้าและการรับประกัน' },
  { name: 'not-found', path: '/no-such-page', ready: 'text=Page Not Found' },
  { name: 'kiosk', path: '/kiosk/', ready: 'text=Set up this kiosk' },
];

/** Scrolls to the bottom step by step, so sections that render on approach (configurator, videos) are judged too. */
const scrollThrough = async (page: Page) => {
  for (let i = 0; i < 30; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
};

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
        await scrollThrough(page);
        await page.waitForTimeout(300);
        if (route.name !== 'kiosk') {
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
        }
        await screenshot(page, `${route.name}-${theme}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('a phone loads at most 100 KB of JavaScript (gzip) for the home page before the first input, the app after it', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const sizes = new Map<string, number>();
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.body().then((body) => {
          sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
        }),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // The first screen has hydrated and shows the lists it fetched itself.
    const summary = page.getByRole('group', { name: 'Your putter so far' });
    await summary.getByText('Melody C').first().waitFor();
    expect(await summary.locator('.animate-skeleton').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    const before = new Map(sizes);
    const totalKb = [...before.values()].reduce((a, b) => a + b, 0) / 1024;
    process.stdout.write(
      `home route JavaScript before the first input: ${totalKb.toFixed(1)} KB gzip in ${before.size} files\n`,
    );
    expect(totalKb).toBeLessThanOrEqual(100);
    expect([...before.keys()].filter((file) => /full-app/.test(file))).toEqual([]);
    expect(await page.getByText('Design Your Sound Putter').count()).toBe(0);

    // The first tap opens the menu on the first screen and brings the app, which keeps the menu open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Design Your Sound Putter').waitFor();
    await Promise.all(reading);
    expect([...sizes.keys()].filter((file) => /full-app/.test(file))).toHaveLength(1);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How to Order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a phone's first tap on the first screen does what it says once the app has taken over", async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Shopping cart/ })
      .click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Configure Your Putter' }).click();
    await page.waitForURL('**/how-to-order');
    await page.getByText('Choose Your Sound').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('other routes show the header and a page skeleton before any script has run; the home route its hero', async () => {
    const context = await newContext(browser);
    // The app's scripts never arrive: what shows is the prerendered page alone.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'load' });
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.locator('main').getByRole('link', { name: 'Configure Your Putter' }).count()).toBe(1);
    for (const path of ['/about', '/help?lang=th', '/orders']) {
      await page.goto(path, { waitUntil: 'load' });
      expect(await page.getByRole('banner').isVisible()).toBe(true);
      expect(await page.locator('main').getByRole('status', { name: 'Loading page' }).isVisible()).toBe(true);
      expect(await page.locator('main').getByRole('link', { name: 'Configure Your Putter' }).count()).toBe(0);
      expect(await page.locator('[aria-current]').count()).toBe(0);
    }
    await context.close();
  });

  it('the mobile menu (below md) leaves out Track Orders', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // The tap also hands the first screen over to the app, which re-renders the open menu: wait for it, don't sample.
    await menu.getByRole('link', { name: 'How to Order' }).waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Track Orders' }).count()).toBe(0);
    await screenshot(page, 'home-mobile-menu-light');
    await context.close();
  });

  it('the theme toggle switches and remembers the theme', async () => {
    const context = await newContext(browser, 'light');
    const page = await context.newPage();
    await page.goto('/about');
    // The header painted before the app's code arrives is static HTML: wait for the page itself (its heading), so
    // the click reaches the app's toggle rather than the placeholder's.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await context.close();
  });
});

describe('layout at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the header leaves the shop its whole name on a phone, in both languages, before and after the app', async () => {
    for (const width of [360, 390]) {
      for (const lang of ['en', 'th'] as const) {
        const context = await newContext(browser, 'light', { width, height: 800 });
        const page = await context.newPage();
        await page.goto(`/about?lang=${lang}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Positive control: with the theme button back in the bar (where it was), the name runs under the switch.
        const themeInBar = (display: string) =>
          page.evaluate((value) => {
            const wrapper = document.querySelector<HTMLElement>('header [data-control="theme"]')?.parentElement;
            if (wrapper) wrapper.style.display = value;
          }, display);
        await themeInBar('flex');
        expect((await coveredHeaderText(page)).join()).toMatch(/Sound Putter/);
        await themeInBar('');
        expect(await coveredHeaderText(page)).toEqual([]);
        // The theme button is in the menu instead, named in the page's language.
        await page
          .getByRole('banner')
          .getByRole('button', { name: lang === 'th' ? 'เปิดเมนู' : 'Open menu' })
          .click();
        const themeRow = page.locator('#mobile-menu').getByRole('button', {
          name: lang === 'th' ? 'เปลี่ยนเป็นธีมมืด' : 'Switch to dark theme',
        });
        await themeRow.click();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
        await screenshot(page, `header-menu-theme-${lang}-${width}-dark`);
        await context.close();
      }
    }
  });

  for (const width of [390, 768, 1024, 1280]) {
    it(`at ${width} px: no horizontal overflow, no covered control, header on one line with Configure`, async () => {
      const context = await newContext(browser, 'light', { width, height: 900 });
      const page = await context.newPage();
      const pages: Record<string, string> = {
        '/': 'home',
        '/how-to-order': 'how-to-order',
        '/about': 'about',
        '/help': 'help',
        '/help?lang=th': 'help-th',
      };
      for (const [path, name] of Object.entries(pages)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('banner').waitFor();
        // The home page swaps its prerendered header for the app's: measure the one that is there.
        const headerHeight = await page.waitForFunction(
          () => document.querySelector('header')?.getBoundingClientRect().height,
        );
        expect(await headerHeight.jsonValue()).toBeLessThanOrEqual(66);
        // Thai pages name the button in Thai (the whole name, though only its first word shows below xl; the
        // visually hidden rest is read as a word of its own).
        const configure = name.endsWith('-th') ? /^ออกแบบ\s?พัตเตอร์เสียง$/ : 'Configure Sonic Putter';
        const configureLink = page.getByRole('banner').getByRole('link', { name: configure, includeHidden: true });
        expect(await configureLink.count()).toBe(1);
        expect(await configureLink.isVisible()).toBe(width >= 640);
        expect(await layoutFaults(page)).toEqual([]);
        await screenshot(page, `layout-${name}-${width}`);
      }
      // Only the current route is the current page: on / that is Home, not Products.
      await page.goto('/');
      const current = page.getByRole('banner').locator('[aria-current="page"]');
      if (width >= 1024) expect(await current.allTextContents()).toEqual(['Home']);
      await context.close();
    });
  }
});
