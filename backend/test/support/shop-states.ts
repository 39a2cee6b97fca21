import type { CartAddResult, Role } from '@sound-putter/contracts';
import { PasswordHasher, SessionsRepository, UsersRepository } from '../../src/identity';
import { addLine, initOrder, payByCard } from './paid-orders';
import { browser, TEST_PASSWORD, uniqueEmail, withCookie } from './sign-in';
import type { TestApp, TestClient } from './test-app';

/** A shopper in a state that changes where a request goes: its client and the ids its requests can name. */
export interface ShopState {
  client: TestClient;
  /** `itemId` its cart line, `configurationId` that line's putter, `id` and `clientSecret` its order. */
  ids: Record<string, string>;
}

export interface ShopStateBuilder {
  name: string;
  build(t: TestApp): Promise<ShopState>;
}

let passwordHash: Promise<string> | undefined;

/**
 * A browser signed in to a new account of the role. States are rebuilt often, so the password is hashed once and
 * each account gets its session directly, without a sign-in's hashing (sign-in.ts signs in for real).
 */
const signedIn = async (t: TestApp, role: Role): Promise<TestClient> => {
  passwordHash ??= new PasswordHasher().hash(TEST_PASSWORD);
  const user = await t.app.get(UsersRepository).insert(uniqueEmail(role), await passwordHash, role);
  const { token } = await t.app.get(SessionsRepository).create(user.id, 60 * 60);
  return withCookie(t, token);
};

const lineIds = (line: CartAddResult['item']) => ({ itemId: line.id, configurationId: line.configurationId });

const withOrder = async (shopper: TestClient, paid: boolean): Promise<ShopState> => {
  const line = await addLine(shopper);
  const init = await initOrder(shopper);
  if (paid) await payByCard(shopper, init.clientSecret);
  return { client: shopper, ids: { ...lineIds(line), id: init.orderId, clientSecret: init.clientSecret } };
};

/**
 * Shoppers in each state that takes a request past the checks a fresh session stops at. Each is built from nothing
 * at an address of its own, so rebuilding one never meets a per-address limit.
 */
export const shopStates = (kioskToken: string): ShopStateBuilder[] => [
  {
    name: 'empty cart',
    build: async (t) => {
      const client = browser(t);
      // The line's ids stay: requests naming a line the cart no longer has.
      const line = await addLine(client);
      await client.delete('/api/cart');
      return { client, ids: lineIds(line) };
    },
  },
  {
    name: 'cart with a line',
    build: async (t) => {
      const client = browser(t);
      return { client, ids: lineIds(await addLine(client)) };
    },
  },
  {
    name: 'kiosk cart with a line',
    build: async (t) => {
      const client = browser(t, undefined, { 'x-kiosk-token': kioskToken });
      return { client, ids: lineIds(await addLine(client)) };
    },
  },
  {
    name: 'signed in with a line',
    build: async (t) => {
      const client = await signedIn(t, 'customer');
      return { client, ids: lineIds(await addLine(client)) };
    },
  },
  { name: 'pending order', build: (t) => withOrder(browser(t), false) },
  { name: 'paid order', build: (t) => withOrder(browser(t), true) },
  {
    name: 'staff, and a pending order',
    build: async (t) => {
      const [client, { ids }] = await Promise.all([signedIn(t, 'staff'), withOrder(browser(t), false)]);
      return { client, ids };
    },
  },
];

/** What a request may have changed in a state besides events: its cart, who is signed in, and its order. */
export const snapshotOf = async ({ client, ids }: ShopState): Promise<string> => {
  const reads = ['/api/cart', '/api/auth/me', ...(ids.id ? [`/api/orders/${ids.id}`] : [])];
  const answers = await Promise.all(reads.map((path) => client.get(path)));
  return JSON.stringify(answers.map((res) => [res.status, res.body]));
};
