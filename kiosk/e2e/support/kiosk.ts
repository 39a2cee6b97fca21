import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { OrderView } from '@sound-putter/contracts';
import { baseUrl } from '../../../web/e2e/support/browser';
import { newSessionId } from '../../../web/e2e/support/shop-api';

export { launchBrowser, seriousA11yViolations, watchConsole } from '../../../web/e2e/support/browser';
export { newSessionId } from '../../../web/e2e/support/shop-api';

/** The token the shop under test was started with (`npm start` outside production has a development one). */
export const kioskToken = (): string => process.env.KIOSK_TOKEN || 'sound-putter-dev-kiosk-token';
export const DEVICE_TOKEN_KEY = 'sp-kiosk-device-token';

export const PORTRAIT = { width: 1080, height: 1920 };
export const LANDSCAPE = { width: 1920, height: 1080 };

export const artifactsDir = path.resolve(__dirname, '../../artifacts/e2e');

export const shot = async (page: Page, name: string) => {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
};

/** A touch-screen browser at the kiosk's size; `setUp` puts the device token where the set-up screen keeps it. */
export const kioskContext = async (
  browser: Browser,
  viewport = PORTRAIT,
  { setUp = true }: { setUp?: boolean } = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, hasTouch: true });
  if (setUp) {
    await context.addInitScript(
      ([key, token]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token);
      },
      [DEVICE_TOKEN_KEY, kioskToken()],
    );
  }
  return context;
};

/**
 * The development admin `npm start` creates (README), signed in through the API like the workshop board is. Each
 * context is a browser of its own (its own cookie jar, so its own sp_browser cookie): a new x-session-id each time,
 * as an id bound to another jar's cookie, from an earlier call or an earlier run on the same data, is refused.
 */
export const staffApi = async (): Promise<APIRequestContext> => {
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-session-id': newSessionId() } });
  const res = await api.post('/api/auth/login', {
    data: { email: 'admin@soundputter.test', password: 'SoundPutter-dev-1' },
  });
  if (!res.ok()) throw new Error(`staff login failed: ${res.status()} ${await res.text()}`);
  return api;
};

export const boardOrders = async (staff: APIRequestContext, status?: string): Promise<OrderView[]> => {
  const res = await staff.get(`/api/orders${status ? `?status=${status}` : ''}`);
  if (!res.ok()) throw new Error(`board list failed: ${res.status()}`);
  return (await res.json()) as OrderView[];
};

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Switches the kiosk to Thai and waits for the screen to be drawn in it. */
export const toThai = async (page: Page) => {
  await page.getByRole('button', { name: 'ไทย' }).first().click();
  await page.locator('html').evaluate(() => new Promise((r) => requestAnimationFrame(r)));
};

/** Walks from the attract loop to the configure step, priced with the defaults. */
export const openConfigure = async (page: Page, shots?: (step: string) => Promise<void>) => {
  await page.goto('/kiosk/');
  await page.locator('[data-step="attract"]').waitFor();
  await page.waitForTimeout(300);
  await shots?.('attract');
  await page.getByTestId('attract-start').click();
  await page.locator('[data-step="choose"]').waitFor();
  await page.locator('[data-step="choose"] section').nth(1).waitFor();
  await shots?.('choose');
  await page.locator('[data-step="choose"] footer button').click();
  await page.locator('[data-step="configure"]').waitFor();
  await page.getByTestId('live-price').filter({ hasText: /฿/ }).waitFor();
};

/** Walks from the attract loop to the details step with the defaults plus one paid option. */
export const designAPutter = async (page: Page, shots?: (step: string) => Promise<void>) => {
  await openConfigure(page, shots);
  await page.locator('fieldset').nth(0).locator('button').nth(1).click();
  await page
    .getByTestId('live-price')
    .filter({ hasText: /฿\s?11,/ })
    .waitFor();
  await shots?.('configure');
  await page.locator('[data-step="configure"] footer button').click();
  await page.locator('[data-step="review"]').waitFor();
  await page.getByTestId('review-total').filter({ hasText: /฿/ }).waitFor();
  await shots?.('review');
  await page.locator('[data-step="review"] footer button').nth(1).click();
  await page.locator('[data-step="details"]').waitFor();
};

export const fillDetails = async (page: Page, name: string, phone = '0812345678') => {
  const inputs = page.locator('[data-step="details"] input');
  await inputs.nth(0).fill(name);
  await inputs.nth(1).fill(phone);
};

/** Controls smaller than 64 × 64 px, and links (the kiosk has none: nothing may lead out of it). */
export const touchProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    let checked = 0;
    for (const el of Array.from(document.querySelectorAll('button, input, select, textarea, [role="button"]'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      checked += 1;
      if (box.height < 64 || box.width < 64)
        problems.push(
          `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    }
    for (const a of Array.from(document.querySelectorAll('a[href]'))) problems.push(`link ${a.getAttribute('href')}`);
    return { checked, problems };
  });
