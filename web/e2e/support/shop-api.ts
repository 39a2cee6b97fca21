import { randomBytes } from 'node:crypto';
import type { InitOrderResult, UserView } from '@sound-putter/contracts';
import { type APIRequestContext, type BrowserContext, request } from 'playwright-core';
import { baseUrl } from './browser';

/** The development admin `npm start` creates (README, "Development admin"). */
export const DEV_ADMIN = { email: 'admin@soundputter.test', password: 'SoundPutter-dev-1' };
/** The kiosk device token `npm start` uses outside production (README, KIOSK_TOKEN). */
export const DEV_KIOSK_TOKEN = 'sound-putter-dev-kiosk-token';
export const E2E_PASSWORD = 'Workshop-e2e-1';

export const newSessionId = (): string => `sess_${randomBytes(8).toString('hex').slice(0, 9)}`;
export const uniqueEmail = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** An API client of its own: a browser session id and, when signed in, its own cookie. */
export const apiClient = (headers: Record<string, string> = {}): Promise<APIRequestContext> =>
  request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'x-session-id': newSessionId(), ...headers } });

const ok = async <T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/** Signs `client` in; the cookie stays in the client (or in the browser context whose `request` it is). */
export const signIn = async (client: APIRequestContext, email: string, password = E2E_PASSWORD) =>
  ok<UserView>(`sign in ${email}`, await client.post('/api/auth/login', { data: { email, password } }));

// One admin sign-in per test file: sign-ins are rate limited per e-mail (AUTH_EMAIL_LIMIT).
let admin: Promise<APIRequestContext> | null = null;
const signedInAdmin = (): Promise<APIRequestContext> => {
  admin ??= apiClient().then(async (client) => {
    await signIn(client, DEV_ADMIN.email, DEV_ADMIN.password);
    return client;
  });
  return admin;
};

/** Ends the admin's API session of this file (call in afterAll). */
export const releaseAdmin = async (): Promise<void> => {
  const client = admin;
  admin = null;
  if (client) await (await client).dispose();
};

/** A new staff account, opened by the development admin over the API. */
export const createStaff = async (role: 'staff' | 'admin' = 'staff', email = uniqueEmail(`workshop-${role}`)) => {
  const client = await signedInAdmin();
  await ok('create staff', await client.post('/api/admin/users', { data: { email, password: E2E_PASSWORD, role } }));
  return email;
};

/** Signs a browser context in: its pages then carry the cookie. */
export const signInContext = async (context: BrowserContext, email: string) => {
  const res = await context.request.post('/api/auth/login', {
    data: { email, password: E2E_PASSWORD },
    headers: { 'x-session-id': newSessionId() },
  });
  if (!res.ok()) throw new Error(`sign in ${email}: ${res.status()} ${await res.text()}`);
};

export interface PlacedOrder {
  orderId: string;
  shortId: string;
}

const customerDetails = {
  name: 'Workshop E2E',
  email: 'workshop-e2e@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: {
    streetAddress: '1 Sukhumvit Rd',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  },
  billingAddressSameAsShipping: true,
};

/**
 * Places an order from a fresh shopper's cart: a Melody D with an engraved face text and a sole logo. `pay: 'card'`
 * pays it with the test gateway's good card; a kiosk order is left unpaid for the counter.
 */
export const placeOrder = async (
  options: {
    channel?: 'web' | 'kiosk';
    pay?: boolean;
    logoText?: string;
    /** The customer's name and phone digits instead of the default ones. */
    customer?: { name: string; phone: string };
    /** The gift card's message the shopper writes at checkout. */
    giftMessage?: string;
  } = {},
): Promise<PlacedOrder> => {
  const { channel = 'web', pay = channel === 'web', logoText = 'WORKSHOP' } = options;
  const shopper = await apiClient(channel === 'kiosk' ? { 'x-kiosk-token': DEV_KIOSK_TOKEN } : {});
  try {
    const configured = await ok<{ configurationId: string }>(
      'configure',
      await shopper.post('/api/configure-putter', {
        data: {
          modelId: 'melody-d',
          logoId: 'logo-double',
          logoConfigurations: [
            { position: 'face', type: 'text', content: logoText },
            { position: 'sole', type: 'logo', content: 'eagle-emblem' },
          ],
        },
      }),
    );
    await ok('add to cart', await shopper.post('/api/cart/add', { data: { ...configured, quantity: 1 } }));
    const init = await ok<InitOrderResult>(
      'init order',
      await shopper.post('/api/orders/init', {
        data: {
          customerDetails: {
            ...customerDetails,
            ...options.customer,
            ...(options.giftMessage ? { giftMessage: options.giftMessage } : {}),
          },
        },
      }),
    );
    if (pay) {
      await ok(
        'pay',
        await shopper.post('/api/payments/test-gateway/confirm', {
          data: {
            clientSecret: init.clientSecret,
            cardNumber: '4242424242424242',
            expMonth: 12,
            expYear: new Date().getUTCFullYear() + 2,
            cvc: '123',
          },
        }),
      );
    }
    return { orderId: init.orderId, shortId: init.orderId.slice(-8).toUpperCase() };
  } finally {
    await shopper.dispose();
  }
};
