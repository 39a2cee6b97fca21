import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { advanceOrder, customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { cardOf, boardSizes, openBoard as openBoardAs } from './support/board';
import { createStaff, releaseAdmin } from './support/shop-api';

/** Issue 29, item 3: staff make a delivered order again at no charge; both orders' pages link to each other. */
describe('remaking an order from the workshop board', () => {
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

  const openBoard = (theme: 'light' | 'dark') => openBoardAs(browser, staffEmail, theme);
  const inLanguage = async (page: Page, language: 'en' | 'th') => {
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.reload();
  };

  for (const theme of ['light', 'dark'] as const) {
    it(`opens a remake of a delivered order, linked both ways, on the board and the customer's pages (${theme})`, async () => {
      const { board, errors: boardErrors } = await openBoard(theme);
      const shopper = await newContext(browser, theme);
      const page = await shopper.newPage();
      const errors = watchConsole(page);
      await page.goto('/');
      const orderId = await placePaidOrder(page, customer(uniqueEmail(`remake-${theme}`)));
      const shortId = orderId.slice(-8).toUpperCase();
      for (const status of ['crafting', 'shipped', 'delivered'] as const) await advanceOrder(board, orderId, status);
      const card = cardOf(board, 'delivered', orderId);
      await card.waitFor({ timeout: 60_000 });

      await card.getByRole('button', { name: `Remake order ${shortId}` }).click();
      const dialog = board.getByRole('alertdialog', { name: `Make #${shortId} again?` });
      await dialog.getByLabel('Cause').selectOption('wrong_engraving');
      await dialog.getByLabel(/What went wrong/).fill('Engraved SOMCHIA instead of SOMCHAI');
      expect(await seriousA11yViolations(board)).toEqual([]);
      for (const size of boardSizes) {
        await board.setViewportSize({ width: size.width, height: size.height });
        await screenshot(board, `workshop-remake-dialog-${size.name}-${theme}`);
      }
      await board.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Open remake' }).click();

      // The remake arrives in the confirmed column, marked as such, at no charge.
      const remakeCard = board
        .getByTestId('column-waiting')
        .locator('[data-testid="order-card"]')
        .filter({ has: board.getByTestId('card-remake-of').getByText(`Remake of #${shortId}`) });
      await remakeCard.waitFor({ timeout: 60_000 });
      await remakeCard.getByText('No charge').waitFor();
      const remakeId = (await remakeCard.getAttribute('data-order-id')) as string;
      const remakeShortId = remakeId.slice(-8).toUpperCase();
      await board.getByText(`#${shortId} made again as #${remakeShortId}`).waitFor();
      await card.getByTestId('card-remakes').getByText(`Made again as #${remakeShortId}`).waitFor();
      await screenshot(board, `workshop-remake-card-1280-${theme}`);

      await card.getByRole('button', { name: `History of order ${shortId}` }).click();
      const entry = board.getByTestId('history-entry').filter({ hasText: 'Remake opened' });
      await entry.getByText('Remake opened: Engraved SOMCHIA instead of SOMCHAI').waitFor();
      await entry.getByTestId('history-remake').getByText(`Remake #${remakeShortId} · Wrong engraving`).waitFor();
      await entry.getByText(`${staffEmail} (staff)`, { exact: false }).waitFor();
      await screenshot(board, `workshop-history-remake-1280-${theme}`);

      // The customer's browser follows the link from the original to its remake, in both languages.
      for (const language of ['th', 'en'] as const) {
        await page.goto(`/orders/${orderId}`);
        await inLanguage(page, language);
        const remadeAs = page.getByTestId('remade-as');
        await remadeAs.getByText(language === 'th' ? '(สลักข้อความผิด)' : '(Wrong engraving)').waitFor();
        await remadeAs.getByRole('link', { name: `#${remakeShortId}` }).click();
        await page.waitForURL(`**/orders/${remakeId}`);
        await page
          .getByTestId('remake-of')
          .getByRole('link', { name: `#${shortId}` })
          .waitFor();
        await page.getByText(language === 'th' ? 'ไม่มีค่าใช้จ่าย (ผลิตใหม่)' : 'No charge (remake)').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        for (const size of [boardSizes[0], boardSizes[3]]) {
          await page.setViewportSize({ width: size.width, height: size.height });
          await screenshot(page, `order-page-remake-${size.name}-${theme}-${language}`);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      expect(errors).toEqual([]);
      expect(boardErrors).toEqual([]);
    });
  }
});
