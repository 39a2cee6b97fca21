import {
  apiPaths,
  type InitOrderResult,
  type OrderStatus,
  type TestGatewayConfirmResult,
} from '@sound-putter/contracts';
import type { CustomerDetailsDto } from '@sound-putter/contracts/dto';
import type { Page } from 'playwright-core';

export { DEV_ADMIN, uniqueEmail } from './shop-api';

/**
 * Calls the shop's API from inside the page, as the page itself would: same cookies, same x-session-id from
 * localStorage. The page must be on the shop's origin.
 */
export const callApi = async <T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> =>
  page.evaluate(
    async ({ method, path, body }) => {
      let sessionId = localStorage.getItem('x-session-id');
      if (!sessionId) {
        sessionId = `sess_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
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
      const text = await response.text();
      return { status: response.status, data: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  ) as Promise<{ status: number; data: T }>;

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

export const signUp = async (page: Page, email: string, password = 'Putter-2026x') =>
  expectOk(await callApi(page, 'POST', apiPaths.auth.signup, { email, password }), 'sign up');

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

export const advanceOrder = async (staffPage: Page, orderId: string, status: OrderStatus) =>
  expectOk(await callApi(staffPage, 'PATCH', apiPaths.orders.status(orderId), { status }), `move to ${status}`);
