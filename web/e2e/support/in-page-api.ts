import {
  apiPaths,
  type InitOrderResult,
  type OrderStatus,
  type TestGatewayConfirmResult,
} from '@sound-putter/contracts';
import type { CustomerDetailsDto } from '@sound-putter/contracts/dto';
import type { BrowserContext, Page } from 'playwright-core';

export { DEV_ADMIN, uniqueEmail } from './shop-api';

/** The calls after which the shop ends the browser's x-session-id (401 session_ended), and the page starts anew. */
const sessionEnding = [
  { method: 'POST', path: apiPaths.auth.logout },
  { method: 'DELETE', path: apiPaths.account },
];

/** The call itself, from inside the page (see callApi). */
const callFromPage = async <T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> =>
  page.evaluate(
    async ({ method, path, body, endsSession }) => {
      const newSessionId = () => `sess_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
      let sessionId = localStorage.getItem('x-session-id');
      if (!sessionId) {
        sessionId = newSessionId();
        localStorage.setItem('x-session-id', sessionId);
      }
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers:
          body === undefined
            ? { 'x-session-id': sessionId }
            : { 'content-type': 'application/json', 'x-session-id': sessionId },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.ok && endsSession) localStorage.setItem('x-session-id', newSessionId());
      const text = await response.text();
      return { status: response.status, data: text ? JSON.parse(text) : null };
    },
    { method, path, body, endsSession: sessionEnding.some((c) => c.method === method && c.path === path) },
  ) as Promise<{ status: number; data: T }>;

/** Browser contexts whose first page has finished its first requests (see browserCookieKept). */
const settled = new WeakSet<BrowserContext>();

/**
 * Waits, as a shopper's first click does, until the page's first requests have been answered and its browser holds
 * the sp_browser cookie the shop binds its x-session-id to (the answer to the id's first request sets it). A call
 * sent earlier would race them: a change without the cookie is refused (401 session_not_bound; only reads pass
 * then), and once one request has brought the cookie back, the page's reads still on their way without it are
 * refused too, and the page starts a new id (under which this call's cart would not be).
 */
const browserCookieKept = async (page: Page): Promise<void> => {
  if (!settled.has(page.context())) {
    await page.waitForLoadState('networkidle');
    settled.add(page.context());
  }
  const kept = async () => (await page.context().cookies()).some((cookie) => cookie.name === 'sp_browser');
  if (await kept()) return;
  // A read: it binds an id nobody has shown yet (its answer sets the cookie), or passes as one of the page's first
  // requests, whose own answer brings the cookie.
  await callFromPage(page, 'GET', apiPaths.cart.root);
  const deadline = Date.now() + 15_000;
  while (!(await kept())) {
    if (Date.now() > deadline) throw new Error('The shop set no sp_browser cookie for this page');
    await page.waitForTimeout(50);
  }
};

/**
 * Calls the shop's API from inside the page, as the page itself would: same cookies (once the shop has set its
 * sp_browser cookie), same x-session-id from localStorage, and after a successful logout or account deletion a new
 * x-session-id, as the shop's client takes (the old one is ended). The page must be on the shop's origin.
 */
export const callApi = async <T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> => {
  await browserCookieKept(page);
  return callFromPage<T>(page, method, path, body);
};

const expectOk = <T>(result: { status: number; data: T }, what: string): T => {
  if (result.status >= 300) throw new Error(`${what} answered ${result.status}: ${JSON.stringify(result.data)}`);
  return result.data;
};

/** Configures a putter with a text logo and puts it in this page's cart. */
export const putPutterInCart = async (page: Page, logoText = 'ACE 100'): Promise<string> => {
  const configured = expectOk(
    await callApi<{ configurationId: string }>(page, 'POST', apiPaths.configurations.configure, {
      modelId: 'melody-c',
      handedness: 'left',
      logoId: 'logo-single',
      logoConfigurations: [{ position: 'face', type: 'text', content: logoText }],
      giftBoxId: 'gift-box-premium',
    }),
    'configure',
  );
  expectOk(
    await callApi(page, 'POST', apiPaths.cart.add, { configurationId: configured.configurationId, quantity: 1 }),
    'add to cart',
  );
  return configured.configurationId;
};

/** The password signUp gives an account unless told otherwise. */
export const SIGN_UP_PASSWORD = 'Putter-2026x';

/** Sign-up signs nobody in (it answers the same for a taken address), so this signs in after it. */
export const signUp = async (page: Page, email: string, password = SIGN_UP_PASSWORD) => {
  expectOk(await callApi(page, 'POST', apiPaths.auth.signup, { email, password }), 'sign up');
  return expectOk(await callApi(page, 'POST', apiPaths.auth.login, { email, password }), 'sign in');
};

export const signIn = async (page: Page, email: string, password: string) =>
  expectOk(await callApi(page, 'POST', apiPaths.auth.login, { email, password }), 'sign in');

export const customer = (email: string, name = 'Somchai Jaidee'): CustomerDetailsDto => {
  const address = {
    streetAddress: '99 Sukhumvit Soi 11',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  };
  return {
    name,
    email,
    phone: '812345678',
    phoneCountryCode: '+66',
    shippingAddress: address,
    billingAddress: address,
    billingAddressSameAsShipping: true,
    saveForFuture: false,
  };
};

/** The whole purchase through the API (test gateway, good card): returns the paid order's id. */
export const placePaidOrder = async (page: Page, details: CustomerDetailsDto): Promise<string> => {
  await putPutterInCart(page);
  const init = expectOk(
    await callApi<InitOrderResult>(page, 'POST', apiPaths.orders.init, { customerDetails: details }),
    'init',
  );
  const paid = expectOk(
    await callApi<TestGatewayConfirmResult>(page, 'POST', apiPaths.payments.testGatewayConfirm, {
      clientSecret: init.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
    }),
    'test-gateway confirm',
  );
  expectOk(
    await callApi(page, 'PATCH', apiPaths.orders.payment(init.orderId), { paymentId: paid.paymentIntentId }),
    'payment',
  );
  await callApi(page, 'DELETE', apiPaths.cart.root);
  return init.orderId;
};

/** A Thailand Post EMS number with a right check digit: what shipping needs. */
export const EMS_TRACKING_NUMBER = 'EX123456785TH';

export const advanceOrder = async (staffPage: Page, orderId: string, status: OrderStatus) =>
  expectOk(
    await callApi(staffPage, 'PATCH', apiPaths.orders.status(orderId), {
      status,
      ...(status === 'shipped' ? { carrier: 'thailand_post_ems', trackingNumber: EMS_TRACKING_NUMBER } : {}),
    }),
    `move to ${status}`,
  );
