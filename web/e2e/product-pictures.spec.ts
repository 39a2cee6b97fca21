import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { callApi, customer, placePaidOrder, putPutterInCart, uniqueEmail } from './support/in-page-api';
import { artifactsDir, launchBrowser, newContext, seriousA11yViolations, watchConsole } from './support/browser';
import { coveredControls } from './support/layout';

/**
 * The product pictures: rendered stills of both models on the home page's showcase and the About page, the 2-D
 * drawing of each cart line's own putter beside every priced choice, and the help pages the footer links to, in
 * English and Thai. Screenshots at four widths, light and dark, go to artifacts/e2e/pictures-*.png.
 */
const widths = [390, 768, 1024, 1280] as const;
const themes = ['light', 'dark'] as const;

const shot = (target: Page | Locator, name: string, fullPage = false) =>
  'goto' in target
    ? target.screenshot({ path: path.join(artifactsDir, `pictures-${name}.png`), fullPage })
    : target.screenshot({ path: path.join(artifactsDir, `pictures-${name}.png`) });

/** Waits until the picture has arrived and decoded: a lazy image only loads once it nears the viewport. */
const loaded = async (img: Locator) => {
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((el: HTMLImageElement) => el.decode());
  return img.evaluate((el: HTMLImageElement) => ({ width: el.naturalWidth, height: el.naturalHeight }));
};

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The prices a line's choices list, in baht ("฿10,500", "+฿800"; "Free" is 0). */
const listedPrices = (choices: Locator) =>
  choices.evaluate((dl) =>
    Array.from(dl.querySelectorAll('dt + dd + dd')).map((dd) => Number((dd.textContent ?? '').replace(/[^0-9]/g, ''))),
  );
const baht = async (price: Locator) => Number(((await price.textContent()) ?? '').replace(/[^0-9]/g, ''));

describe('product pictures', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the showcase and About pictures are lazy images, not script, and both models are shown', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().endsWith('.webp')) pictures.push(request.url());
    });
    // Not part of the first screen: the prerendered page neither shows nor preloads them. Its one picture is the
    // hero's still (AVIF first, so the browser asks for no WebP at all; hero-still.spec.ts).
    const firstScreen = await (await page.request.get('/')).text();
    expect(firstScreen).toContain('Configure Your Putter');
    expect([...new Set(firstScreen.match(/[\w-]+\.(?:webp|avif)/g))].map((f) => f.replace(/-[\w-]{8}\./, '.'))).toEqual(
      ['hero-480.avif', 'hero.avif', 'hero-480.webp', 'hero.webp'],
    );
    await page.goto('/', { waitUntil: 'networkidle' });
    for (const model of ['melody-c', 'melody-d']) {
      const img = page.locator(`#products img[data-model="${model}"]`);
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await loaded(img)).toEqual({ width: 960, height: 720 });
      expect(await img.getAttribute('alt')).toMatch(
        model === 'melody-c' ? /^Melody C: a mallet/ : /^Melody D: a blade/,
      );
    }
    expect(pictures).toHaveLength(2);

    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(await loaded(page.locator('img[data-render="about-pair"]'))).toEqual({ width: 1600, height: 900 });
    expect(await loaded(page.locator('img[data-render="face-detail"]'))).toEqual({ width: 960, height: 720 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('each cart line shows its own putter and every priced choice, with logo artwork', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/about');
    const configure = async (body: Record<string, unknown>) => {
      const { status, data } = await callApi<{ configurationId: string }>(page, 'POST', '/api/configure-putter', body);
      expect(status).toBe(200);
      expect((await callApi(page, 'POST', '/api/cart/add', { configurationId: data.configurationId })).status).toBe(
        201,
      );
    };
    await configure({
      modelId: 'melody-d',
      handedness: 'left',
      gripId: 'grip-brown-leather',
      shaftColorId: 'shaft-color-gold',
      faceMillOptionId: 'face-mill-diamond',
      millOptionId: 'mill-black-pvd',
      giftBoxId: 'gift-box-premium',
      logoId: 'logo-double',
      logoConfigurations: [
        { position: 'face', type: 'logo', content: 'crown-royal' },
        { position: 'sole', type: 'text', content: 'ACE' },
      ],
    });
    await configure({ modelId: 'melody-c' });
    await page.reload();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Shopping cart/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Shopping Cart' });
    const lines = dialog.getByTestId('cart-item');
    await lines.nth(1).waitFor();

    const fancy = lines.nth(0);
    const picture = fancy.getByRole('img', { name: /^Your Melody D/ });
    expect(await picture.getAttribute('data-head')).toBe('blade');
    expect(await picture.getAttribute('data-handedness')).toBe('left');
    expect(await picture.getAttribute('data-finish')).toBe('black-pvd');
    expect(await picture.getAttribute('data-mill')).toBe('diamond');
    const choices = fancy.getByTestId('cart-item-choices');
    for (const text of [
      'Diamond Mill',
      'Black PVD Finish',
      'Premium Wooden Case',
      'Face: Crown Royal',
      'Sole: "ACE"',
    ]) {
      expect(await choices.getByText(text, { exact: true }).count()).toBe(1);
    }
    expect(await choices.locator('[data-logo-position="face"] svg[data-logo="crown-royal"]').count()).toBe(1);
    // The listed prices add up to the line's price.
    const lineTotal = await baht(fancy.locator('p.font-semibold').first());
    expect((await listedPrices(choices)).reduce((a, b) => a + b, 0)).toBe(lineTotal);
    expect(lineTotal).toBeGreaterThan(10_500);
    // The plain line is drawn differently: a right-handed mallet.
    const plain = lines.nth(1).getByRole('img', { name: /^Your Melody C/ });
    expect(await plain.getAttribute('data-head')).toBe('mallet');
    expect(await plain.getAttribute('data-handedness')).toBe('right');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the checkout's summary and the order page show each line's putter with its priced choices, as the cart does", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/about');
    await putPutterInCart(page, 'SUMMARY');
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const line = summary.getByTestId('summary-item');
    await line.waitFor();
    // A left-handed Melody C (a mallet) with its face text and the premium gift box, as configured.
    const picture = line.getByRole('img', { name: /^Your Melody C/ });
    expect(await picture.getAttribute('data-head')).toBe('mallet');
    expect(await picture.getAttribute('data-handedness')).toBe('left');
    const choices = line.getByTestId('cart-item-choices');
    for (const text of ['Left-handed', 'Premium Wooden Case', 'Face: "SUMMARY"']) {
      expect(await choices.getByText(text, { exact: true }).count()).toBe(1);
    }
    const summaryTotal = await baht(line.getByTestId('line-total'));
    expect((await listedPrices(choices)).reduce((a, b) => a + b, 0)).toBe(summaryTotal);
    expect(summaryTotal).toBeGreaterThan(10_500);
    await shot(page, 'checkout-summary-light-1280', true);

    // Paid (the API adds a putter with the face text "ACE 100" to the same cart first): both lines on the order page.
    const orderId = await placePaidOrder(page, customer(uniqueEmail('pictures')));
    await page.goto(`/orders/${orderId}`);
    const ordered = page.getByTestId('order-configuration');
    await ordered.nth(1).waitFor();
    expect(await ordered.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const orderedLine = ordered.nth(i);
      const drawn = orderedLine.getByRole('img', { name: /Melody C/ });
      expect(await drawn.getAttribute('data-head')).toBe('mallet');
      expect(await drawn.getAttribute('data-handedness')).toBe('left');
      const listed = orderedLine.getByTestId('cart-item-choices');
      // The order page is Thai for a shopper who has not chosen a language, the catalog's names included.
      expect(await listed.getByText('กล่องไม้พรีเมียม', { exact: true }).count()).toBe(1);
      expect((await listedPrices(listed)).reduce((a, b) => a + b, 0)).toBe(
        await baht(orderedLine.getByTestId('line-total')),
      );
    }
    expect(await ordered.getByText('หน้าไม้: ข้อความ "SUMMARY"', { exact: true }).count()).toBe(1);
    await shot(page, 'order-detail-lines-light-1280', true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the help pages render Thai with the shipped Thai font', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/help?lang=th#returns', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'การคืนสินค้าและการรับประกัน' }).waitFor();
    const thaiFace = await page.evaluate(async () => {
      await document.fonts.ready;
      return Array.from(document.fonts)
        .filter((face) => face.family.replace(/"/g, '') === 'Sound Putter Thai')
        .map((face) => face.status);
    });
    expect(thaiFace).toContain('loaded');
    expect(fonts.some((url) => /noto-sans-thai/.test(url))).toBe(true);
    await context.close();
  });

  for (const theme of themes) {
    for (const width of widths) {
      it(`screenshots at ${width} px (${theme}): showcase, About, cart, help in English and Thai`, async () => {
        const context = await newContext(browser, theme, { width, height: 900 });
        const page = await context.newPage();
        const errors = watchConsole(page);
        await page.goto('/', { waitUntil: 'networkidle' });
        // On a short screen the app (and the showcase below the hero) starts at the shopper's first input.
        await page.mouse.wheel(0, 400);
        const showcase = page.locator('#products');
        for (const model of ['melody-c', 'melody-d']) await loaded(showcase.locator(`img[data-model="${model}"]`));
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
        await shot(showcase, `showcase-${theme}-${width}`);

        await page.goto('/about', { waitUntil: 'networkidle' });
        await loaded(page.locator('img[data-render="about-pair"]'));
        await loaded(page.locator('img[data-render="face-detail"]'));
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `about-${theme}-${width}`);
        await page.locator('#innovation').scrollIntoViewIfNeeded();
        await shot(page, `about-innovation-${theme}-${width}`);

        for (const [lang, query] of [
          ['en', ''],
          ['th', '?lang=th'],
        ] as const) {
          await page.goto(`/help${query}`, { waitUntil: 'networkidle' });
          await page.locator(`[data-testid="help-page"][lang="${lang}"]`).waitFor();
          await page.evaluate(() => document.fonts.ready);
          expect(await noOverflow(page)).toBeLessThanOrEqual(0);
          await page.evaluate(() => window.scrollTo(0, 0));
          await shot(page, `help-${lang}-${theme}-${width}`, true);
        }

        const { data } = await callApi<{ configurationId: string }>(page, 'POST', '/api/configure-putter', {
          modelId: 'melody-d',
          handedness: 'left',
          faceMillOptionId: 'face-mill-honeycomb',
          millOptionId: 'mill-satin-chrome',
          giftBoxId: 'gift-box-classic',
          logoId: 'logo-double',
          logoConfigurations: [
            { position: 'face', type: 'logo', content: 'eagle-emblem' },
            { position: 'sole', type: 'text', content: 'ACE' },
          ],
        });
        await callApi(page, 'POST', '/api/cart/add', { configurationId: data.configurationId });
        await page.goto('/help');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Shopping cart/ })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Shopping Cart' });
        await dialog.getByTestId('cart-item-choices').waitFor();
        await shot(page, `cart-${theme}-${width}`);
        // The open cart: nothing covers its controls or sticks out, and it is accessible in this theme.
        expect(await coveredControls(page, '[role="dialog"]')).toEqual([]);
        expect(await noOverflow(page)).toBeLessThanOrEqual(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
