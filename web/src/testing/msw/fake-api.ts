import { delay, http, HttpResponse } from 'msw';
import {
  type ApiCall,
  type ApiSuccess,
  apiPaths,
  apiSuccessStatus,
  errorCatalogue,
  isCustomizationCategory,
  type CartItemView,
  type CartView,
  type PutterConfigurationView,
  type UserView,
} from '@sound-putter/contracts';
import { cartItem, customizations, models } from '../factories';

/** A small in-memory stand-in for the backend: enough state for the shop's flows, and a log of what was asked. */
interface FakeState {
  cart: CartItemView[];
  users: Map<string, string>;
  me: UserView | null;
  configurations: Map<string, PutterConfigurationView>;
  requests: Array<{ method: string; path: string; body: unknown }>;
  nextId: number;
  /** The signed-in account's orders paid and not delivered: "Delete my account" answers 409 without force. */
  ordersInProgress: string[];
  /** Mailed links by token: what each is for, the address it speaks for, and whether it was used. */
  links: Map<string, { purpose: LinkPurpose; email: string; used?: boolean; expired?: boolean }>;
}

export type LinkPurpose = 'verify' | 'reset' | 'change' | 'invitation';

const fresh = (): FakeState => ({
  cart: [],
  users: new Map(),
  me: null,
  configurations: new Map(),
  requests: [],
  nextId: 1,
  ordersInProgress: [],
  links: new Map(),
});

export let fakeState = fresh();
export const resetFakeApi = () => {
  fakeState = fresh();
};

const priceOf = (category: keyof typeof customizations, id: unknown) =>
  Number.parseFloat(customizations[category].find((o) => o.id === id)?.price ?? '0');

/** A success answer exactly as the server gives it for this call: status and body type come from contracts. */
const answer = <Call extends ApiCall>(call: Call, body: ApiSuccess[Call]['body']) =>
  HttpResponse.json(body, { status: apiSuccessStatus[call] });

const errorBody = (status: number, code: string, message: string, details?: Record<string, string[]>) =>
  HttpResponse.json({ message, status, code, details }, { status });

const log = async (request: Request) => {
  const url = new URL(request.url);
  let body: unknown = undefined;
  if (request.method !== 'GET')
    body = await request
      .clone()
      .json()
      .catch(() => undefined);
  fakeState.requests.push({ method: request.method, path: url.pathname, body });
  return body as Record<string, unknown> | undefined;
};

/** Redeems a mailed link as the server does: unknown or for another purpose 400, used or expired 410. */
const redeem = (token: unknown, purpose: LinkPurpose) => {
  const link = typeof token === 'string' ? fakeState.links.get(token) : undefined;
  if (!link || link.purpose !== purpose) {
    return { error: errorBody(400, 'token_invalid', 'This link is not valid.') };
  }
  if (link.used) return { error: errorBody(410, 'token_used', 'This link has already been used.') };
  if (link.expired) return { error: errorBody(410, 'token_expired', 'This link has expired.') };
  link.used = true;
  return { email: link.email };
};

const cartView = (): CartView => ({
  items: fakeState.cart,
  count: fakeState.cart.reduce((n, i) => n + i.quantity, 0),
  subtotal: fakeState.cart.reduce((n, i) => n + i.configuration.totalPrice * i.quantity, 0),
});

export const handlers = [
  http.get(apiPaths.catalog.models, async ({ request }) => {
    await log(request);
    return answer('GET /api/putter-models', models);
  }),
  http.get('/api/customizations/:category', async ({ request, params }) => {
    await log(request);
    const category = params.category;
    if (!isCustomizationCategory(category))
      return errorBody(404, 'unknown_category', 'Unknown customization category.');
    return answer('GET /api/customizations/:category', customizations[category]);
  }),
  http.post(apiPaths.configurations.configure, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const model = models.find((m) => m.id === body.modelId);
    if (!model) return errorBody(422, 'validation_failed', 'Validation failed.', { modelId: ['Model is required'] });
    await delay(20);
    const totalPrice =
      Number.parseFloat(model.basePrice) +
      priceOf('grip', body.gripId) +
      priceOf('shaft', body.shaftId) +
      priceOf('length', body.lengthId) +
      priceOf('logo', body.logoId) +
      priceOf('face_mill_option', body.faceMillOptionId) +
      priceOf('mill_option', body.millOptionId) +
      priceOf('gift_box', body.giftBoxId);
    const configurationId = `00000000-0000-4000-8000-${String(fakeState.nextId++).padStart(12, '0')}`;
    return answer('POST /api/configure-putter', { totalPrice, configurationId });
  }),
  http.get('/api/putter-configurations/:id', async ({ request, params }) => {
    await log(request);
    const found = fakeState.configurations.get(String(params.id));
    if (!found) return errorBody(404, 'configuration_not_found', 'Configuration not found.');
    return answer('GET /api/putter-configurations/:id', found);
  }),
  http.get(apiPaths.cart.root, async ({ request }) => {
    await log(request);
    return answer('GET /api/cart', cartView());
  }),
  http.post(apiPaths.cart.add, async ({ request }) => {
    const body = (await log(request)) ?? {};
    await delay(20);
    const item = cartItem({
      id: `item-${fakeState.nextId++}`,
      configurationId: String(body.configurationId),
      quantity: 1,
    });
    fakeState.cart.push(item);
    const { count, subtotal } = cartView();
    return answer('POST /api/cart/add', {
      item: { id: item.id, configurationId: item.configurationId, quantity: item.quantity },
      count,
      subtotal,
    });
  }),
  http.put('/api/cart/items/:id', async ({ request, params }) => {
    const body = (await log(request)) ?? {};
    const item = fakeState.cart.find((i) => i.id === params.id);
    if (!item) return errorBody(404, 'cart_item_not_found', 'Cart item not found.');
    item.quantity = Number(body.quantity);
    item.lineTotal = item.quantity * item.configuration.totalPrice;
    return answer('PUT /api/cart/items/:id', cartView());
  }),
  http.delete('/api/cart/items/:id', async ({ request, params }) => {
    await log(request);
    await delay(20);
    if (!fakeState.cart.some((i) => i.id === params.id))
      return errorBody(404, 'cart_item_not_found', 'Cart item not found.');
    fakeState.cart = fakeState.cart.filter((i) => i.id !== params.id);
    return answer('DELETE /api/cart/items/:id', cartView());
  }),
  http.delete(apiPaths.cart.root, async ({ request }) => {
    await log(request);
    await delay(20);
    fakeState.cart = [];
    return answer('DELETE /api/cart', cartView());
  }),
  http.get(apiPaths.auth.me, async ({ request }) => {
    await log(request);
    return answer('GET /api/auth/me', { user: fakeState.me });
  }),
  http.post(apiPaths.auth.signup, async ({ request }) => {
    const body = ((await log(request)) ?? {}) as { email: string; password: string };
    await delay(20);
    // Like the server: the same answer for a taken address, nobody signed in, the first password kept.
    if (!fakeState.users.has(body.email)) fakeState.users.set(body.email, body.password);
    return answer('POST /api/auth/signup', { accepted: true });
  }),
  http.post(apiPaths.auth.login, async ({ request }) => {
    const body = ((await log(request)) ?? {}) as { email: string; password: string };
    await delay(20);
    if (fakeState.users.get(body.email) !== body.password) {
      return errorBody(401, 'invalid_credentials', 'Invalid email or password.');
    }
    const user: UserView = { id: 'user-1', email: body.email, role: 'customer' };
    fakeState.me = user;
    return answer('POST /api/auth/login', user);
  }),
  http.post(apiPaths.auth.verifyEmail, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const redeemed = redeem(body.token, 'verify');
    return redeemed.error ?? answer('POST /api/auth/verify-email', { email: redeemed.email });
  }),
  http.post(apiPaths.auth.passwordReset, async ({ request }) => {
    await log(request);
    return answer('POST /api/auth/password-reset', { accepted: true });
  }),
  http.post(apiPaths.auth.passwordResetConfirm, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const redeemed = redeem(body.token, 'reset');
    if (redeemed.error) return redeemed.error;
    fakeState.users.set(redeemed.email, String(body.password));
    fakeState.me = null;
    return answer('POST /api/auth/password-reset/confirm', { email: redeemed.email });
  }),
  http.post(apiPaths.auth.invitationAccept, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const redeemed = redeem(body.token, 'invitation');
    if (redeemed.error) return redeemed.error;
    fakeState.users.set(redeemed.email, String(body.password));
    return answer('POST /api/auth/invitation/accept', { email: redeemed.email });
  }),
  http.post(apiPaths.accountEmail, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const me = fakeState.me;
    if (!me) return errorBody(401, 'unauthenticated', 'You need to be logged in to perform this action.');
    if (fakeState.users.get(me.email) !== body.password) {
      return errorBody(401, 'invalid_credentials', 'The password is wrong.', { password: ['The password is wrong.'] });
    }
    return answer('POST /api/account/email', { accepted: true });
  }),
  http.post(apiPaths.auth.emailChangeConfirm, async ({ request }) => {
    const body = (await log(request)) ?? {};
    const redeemed = redeem(body.token, 'change');
    if (redeemed.error) return redeemed.error;
    if (fakeState.me) fakeState.me = { ...fakeState.me, email: redeemed.email };
    return answer('POST /api/auth/email-change/confirm', { email: redeemed.email });
  }),
  http.post(apiPaths.auth.logout, async ({ request }) => {
    await log(request);
    await delay(20);
    fakeState.me = null;
    return answer('POST /api/auth/logout', { ok: true });
  }),
  http.delete(apiPaths.account, async ({ request }) => {
    const body = await log(request);
    await delay(20);
    if (!fakeState.me) return errorBody(401, 'unauthenticated', 'You need to be logged in to perform this action.');
    if (body?.password !== fakeState.users.get(fakeState.me.email))
      return errorBody(401, 'invalid_credentials', 'The password is wrong.', { password: ['The password is wrong.'] });
    if (fakeState.ordersInProgress.length > 0 && body?.force !== true)
      return errorBody(409, 'orders_in_progress', errorCatalogue.orders_in_progress.message, {
        orderIds: fakeState.ordersInProgress,
      });
    fakeState.users.delete(fakeState.me.email);
    fakeState.me = null;
    return answer('DELETE /api/account', {
      keysDeleted: 1,
      ordersErased: 0,
      legacyEventsSealed: 0,
      accountDeleted: true,
    });
  }),
];

export const requestsTo = (method: string, path: string | RegExp) =>
  fakeState.requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );
