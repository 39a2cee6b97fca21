import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, newContext, watchConsole } from './support/browser';

/**
 * Any page but "/" paints the header before the app's code arrives. A shopper who presses one of its buttons in that
 * time gets what they pressed once the app is there, and its links are real links. The app's scripts are held back
 * (page.route) until the click has been made, so the click certainly lands on the prerendered header.
 */

/** Holds every script of the app until `release` is called. */
const holdScripts = async (context: BrowserContext) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
};

/** The page shows only its prerendered shell: the header and the page skeleton, no page of the app yet. */
const expectShellOnly = async (page: Page) => {
  expect(await page.locator('main').getByRole('status', { name: 'Loading page' }).isVisible()).toBe(true);
  expect(await page.getByRole('contentinfo').count()).toBe(0);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the prerendered header before the app has loaded', () => {
  const open = async (path: string, width = 1280) => {
    const context = await newContext(browser, 'light', { width, height: 900 });
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').waitFor();
    await expectShellOnly(page);
    return { context, page, errors, release };
  };

  it('the theme toggle pressed early switches the theme once the app is there, once', async () => {
    const { context, page, errors, release } = await open('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectShellOnly(page);
    const started = Date.now();
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    process.stdout.write(
      `early theme click took effect ${Date.now() - started} ms after the scripts were let through\n`,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Pressed once, switched once: it stays dark, and the app's own toggle now says the opposite.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the cart pressed early opens the cart once the app is there', async () => {
    const { context, page, errors, release } = await open('/help');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Shopping cart/ })
      .click();
    await expectShellOnly(page);
    release();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a phone's menu pressed early opens once the app is there", async () => {
    const { context, page, errors, release } = await open('/about', 390);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expectShellOnly(page);
    release();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'How to Order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a header link is a real link: it leads to its page before any script has run', async () => {
    const { context, page, errors, release } = await open('/about');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'How to Order' })
      .click();
    // Not the default 'load': the new page's own app script is held too, and a held script delays its load event.
    await page.waitForURL('**/how-to-order', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').waitFor();
    // index.html alone: How to Order's prerendered first screen (its words need no data), none of the app.
    await page.locator('main h1').getByText('How to Order').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    release();
    await page.getByRole('contentinfo').waitFor();
    await page.getByText('Choose Your Sound').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the home page's first screen while the app takes over", () => {
  it("a tap on the phone's menu before any of the home page's code has run opens the menu once the app is there", async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The prerendered first screen, no code yet: the hero is there, the app's own home section is not.
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByText('Design Your Sound Putter').count()).toBe(0);
    release();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How to Order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a press held on the menu button while the app arrives opens the menu when it is released', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    // The app's own chunk is held from the start, whatever asks for it (the press, or a list the first screen could
    // not load): it arrives only once the press is down.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await context.route(/\/assets\/full-app-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const appAsked = page.waitForEvent('request', {
      predicate: (request) => /full-app/.test(request.url()),
      timeout: 60_000,
    });
    // Every script of the page, from its first request.
    let scriptsInFlight = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsInFlight += 1;
    });
    const ended = (request: Request) => {
      if (request.resourceType() === 'script') scriptsInFlight -= 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('group', { name: 'Your putter so far' }).getByText('Melody C').first().waitFor();
    const box = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await appAsked;
    releaseApp();
    // All of the app's code has arrived and the page has been idle since: the app could have taken over by now.
    for (let i = 0; scriptsInFlight > 0 && i < 200; i += 1) await page.waitForTimeout(50);
    expect(scriptsInFlight).toBe(0);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
    // It waits for the press instead: the first screen is still there.
    expect(await page.getByText('Design Your Sound Putter').count()).toBe(0);
    await page.mouse.up();
    // Positive control: the app does take over, and with the menu the tap opened.
    await page.getByText('Design Your Sound Putter').waitFor();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'How to Order' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
