import type { Browser } from 'playwright-core';
import { artifactsDir, launchBrowser } from './support/browser';
import { cardOf, openBoard } from './support/board';
import { createStaff, placeOrder, releaseAdmin } from './support/shop-api';

/**
 * Issue 32 item 5: a gift message (Thai and emoji allowed) written at checkout shows on the board's card and is
 * printed with the order on the work ticket, which carries every option of the putter and the deadline in shop time.
 */
describe('the work ticket printed from the board', () => {
  let browser: Browser;
  let staffEmail: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffEmail = await createStaff('staff');
  });
  afterAll(async () => {
    await releaseAdmin();
    await browser?.close();
  });

  it('prints the order, its options, its deadline and the gift card alone on the paper, and leaves the board as it was', async () => {
    const giftMessage = 'สุขสันต์วันเกิดนะคุณพ่อ 🎂⛳ Happy birthday, Dad!';
    const order = await placeOrder({ giftMessage, logoText: 'DAD 60' });
    const { board, errors } = await openBoard(browser, staffEmail, 'light');
    const card = cardOf(board, 'waiting', order.orderId);
    await card.waitFor();
    expect(await card.getByTestId('card-gift-message').innerText()).toBe(`Gift card: ${giftMessage}`);

    // window.print() opens no dialog in a headless browser: the page's own print is replaced by one that keeps what
    // the paper would get (the document as it stands while printing), to be looked at with print styles below.
    await board.evaluate(() => {
      const kept = window as unknown as { printed?: string[] };
      kept.printed = [];
      window.print = () => kept.printed?.push(document.documentElement.outerHTML);
    });
    await card.getByRole('button', { name: `Details of order ${order.shortId}` }).click();
    const details = card.getByTestId('card-details');
    // The options come in the details first, so the ticket has them when it prints.
    await details.getByText('Loading options…').waitFor({ state: 'detached' });
    await details.getByRole('button', { name: `Print work ticket of order ${order.shortId}` }).click();
    await board.waitForFunction(() => ((window as unknown as { printed?: string[] }).printed ?? []).length === 1);
    const [printed] = await board.evaluate(() => (window as unknown as { printed: string[] }).printed);

    // The board on screen is as it was: no ticket left beside the app, no print mark on the page.
    expect(await board.locator('.print-ticket').count()).toBe(0);
    expect(await board.evaluate(() => document.documentElement.dataset.printing)).toBeUndefined();
    expect(await card.isVisible()).toBe(true);

    // What the paper gets: the same origin's styles, the printed document, print media.
    const paper = await board.context().newPage();
    await paper.goto('/help');
    await paper.evaluate((html) => {
      document.documentElement.innerHTML = new DOMParser()
        .parseFromString(html, 'text/html')
        .documentElement.innerHTML.replace(/<script[\s\S]*?<\/script>/g, '');
    }, printed);
    await paper.evaluate(() => document.documentElement.setAttribute('data-printing', 'ticket'));
    await paper.emulateMedia({ media: 'print' });
    await paper.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
    const ticket = paper.getByTestId('work-ticket');
    const text = await ticket.innerText();
    expect(text).toContain(`#${order.shortId}`);
    expect(text).toMatch(/Due \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('Melody D');
    for (const term of ['Hand', 'Grip', 'Shaft', 'Colour', 'Length', 'Face mill', 'Finish', 'Logo', 'Gift box'])
      expect(text).toContain(term);
    expect(text).toContain('"DAD 60" on the face');
    expect(await paper.getByTestId('ticket-gift-message').innerText()).toContain(giftMessage);
    // Alone on the paper: everything else on the page is hidden while printing.
    const visibleOutside = await paper.evaluate(
      () =>
        [...document.body.children].filter(
          (el) => !el.classList.contains('print-ticket') && getComputedStyle(el).display !== 'none',
        ).length,
    );
    expect(visibleOutside).toBe(0);
    await paper.screenshot({ path: `${artifactsDir}/work-ticket-print-a4.png`, fullPage: true });
    expect(errors).toEqual([]);
  }, 180_000);
});
