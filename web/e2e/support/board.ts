import type { Browser, Page } from 'playwright-core';
import { newContext, watchConsole } from './browser';
import { signInContext } from './shop-api';

/** The four widths each screen is looked at. */
export const boardSizes = [
  { name: '390', width: 390, height: 844 },
  { name: '768', width: 768, height: 1024 },
  { name: '1024', width: 1024, height: 768 },
  { name: '1280', width: 1280, height: 900 },
];

/** The workshop board signed in as `staffEmail`, live, with its console errors collected. */
export const openBoard = async (browser: Browser, staffEmail: string, theme: 'light' | 'dark') => {
  const staff = await newContext(browser, theme);
  await signInContext(staff, staffEmail);
  const board = await staff.newPage();
  const errors = watchConsole(board);
  await board.goto('/workshop');
  await board.locator('[data-testid="live-state"][data-state="live"]').waitFor();
  return { board, errors };
};

/** An order's card in one column of the board. */
export const cardOf = (board: Page, column: string, orderId: string) =>
  board.getByTestId(`column-${column}`).locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
