import fc from 'fast-check';
import { buildPromptPayPayload } from '../src/payments/promptpay/promptpay-payload';
import { testCustomerDetails } from './support/customer-details';
import { type ShopState, shopStates, snapshotOf } from './support/shop-states';
import { createTestApp, type TestApp, type TestResponse } from './support/test-app';

/** Fixed in CI so a failure replays; FAST_CHECK_SEED picks another. */
const SEED = Number(process.env.FAST_CHECK_SEED ?? 20261122);
const RUNS = Number(process.env.FAST_CHECK_RUNS ?? 300);

interface Operation {
  method: string;
  path: string;
  hasBody: boolean;
}

const deep = (levels: number) => `{"x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const hostileString = fc.oneof(
  fc.constant('a\u0000b'),
  fc.constant('\uD83D'),
  fc.constant('x\uDE00'),
  fc.constant('\u200B\u200B'),
  fc.constant('   '),
  fc.string({ maxLength: 40 }),
  fc.constant('y'.repeat(5_000)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.constant(-0),
  fc.constant(Number.MAX_SAFE_INTEGER + 2),
  fc.constant(-1),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const keys = fc.oneof(
  fc.constantFrom('email', 'password', 'quantity', 'configurationId', 'modelId', 'customerDetails', 'paymentId'),
  fc.constantFrom('clientSecret', 'cardNumber', 'status', 'role', 'logoConfigurations', '__proto__', 'constructor'),
  fc.string({ maxLength: 12 }),
);
const bodyText = fc.oneof(
  fc.dictionary(keys, hostileValue, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
  fc.constant(deep(3_000)),
  fc.constant('{"quantity":1e309}'),
  fc.constant('{"quantity":-0,"configurationId":"00000000-0000-4000-8000-000000000001"}'),
  fc.constant('{"__proto__":{"admin":true}}'),
  fc.constant(JSON.stringify({ blob: 'z'.repeat(300_000) })),
  fc.string({ maxLength: 30 }),
  fc.constant(''),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
);
const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom('%00', '%ED%A0%BD', '%c0%ae', '..%2F..%2Fetc', 'a'.repeat(300), '-0', '1e309', '%E0%A4%A'),
);

/** A path parameter naming the state's own cart line or order (`{itemId}`, `{id}`), so the request gets past 404. */
const OWN = Symbol('own');
const statePathParam = fc.oneof(pathParam, fc.constant(OWN));
const NO_ID = '00000000-0000-4000-8000-000000000000';
const KIOSK_TOKEN = 'hostile-requests-kiosk-token-0123456789';

/** A well-formed PromptPay QR the test bank does not know (its reference names no QR of the shop). */
const HOSTILE_QR = buildPromptPayPayload({ promptPayId: '0812345678', amountSatang: 10_000, reference: 'hostile0' });

/** A valid body for each operation that takes one, from the state's own ids; the fuzz changes one field of it. */
const validBodies: Record<string, (ids: Record<string, string>) => object> = {
  'POST /api/configure-putter': () => ({ modelId: 'melody-c' }),
  'POST /api/cart/add': (ids) => ({ configurationId: ids.configurationId ?? NO_ID, quantity: 1 }),
  'PUT /api/cart/items/{itemId}': () => ({ quantity: 2 }),
  'POST /api/orders/init': () => ({ customerDetails: testCustomerDetails() }),
  'PATCH /api/orders/{id}/payment': (ids) => ({ paymentId: (ids.clientSecret ?? 'pi_0').split('_secret_')[0] }),
  'PATCH /api/orders/{id}/status': () => ({ status: 'crafting' }),
  'POST /api/orders/{id}/cancel': () => ({ reason: 'hostile' }),
  'POST /api/orders/{id}/recall': () => ({ reason: 'hostile', status: 'shipped' }),
  'POST /api/orders/{id}/tax-invoice': () => ({
    name: 'Hostile Co., Ltd.',
    address: '1 Silom Road, Bangkok 10500',
    taxId: '0105536092641',
    branch: '00000',
  }),
  'PATCH /api/orders/{id}/shipment': () => ({ carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' }),
  'POST /api/orders/{id}/refunds': () => ({
    amountSatang: 100,
    reason: 'hostile',
    requestId: '6f1c2a9e-1111-4a7b-8c9d-0e1f2a3b4c5d',
  }),
  'POST /api/orders/{id}/remakes': () => ({
    reason: 'defect',
    note: 'hostile',
    requestId: '7a2b3c4d-2222-4a7b-8c9d-0e1f2a3b4c5d',
  }),
  'POST /api/orders/{id}/notes': () => ({
    noteId: '8b3c4d5e-3333-4a7b-8c9d-0e1f2a3b4c5d',
    visibility: 'internal',
    text: 'hostile',
  }),
  'POST /api/pickups/handover': () => ({ code: 'ZZZZ-2222' }),
  'POST /api/webhooks/carrier': (ids) => ({
    eventId: 'evt_hostile',
    type: 'delivered',
    orderId: ids.id ?? NO_ID,
    trackingNumber: 'EX123456785TH',
    occurredAt: '2026-11-27T07:45:00+07:00',
  }),
  'POST /api/payments/test-gateway/confirm': (ids) => ({
    clientSecret: ids.clientSecret ?? 'pi_0_secret_0',
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  }),
  'POST /api/payments/promptpay': (ids) => ({ orderId: ids.id ?? NO_ID }),
  'POST /api/payments/test-gateway/bank/inspect': () => ({ payload: HOSTILE_QR }),
  'POST /api/payments/test-gateway/bank/pay': () => ({ payload: HOSTILE_QR, transferId: 'hostile-transfer-1' }),
  'POST /api/auth/login': () => ({ email: 'hostile@example.com', password: 'Secret123' }),
  'POST /api/auth/signup': () => ({ email: 'hostile@example.com', password: 'Secret123' }),
  'POST /api/auth/verify-email': () => ({ token: `${NO_ID}.${'A'.repeat(43)}` }),
  'POST /api/auth/password-reset': () => ({ email: 'hostile@example.com' }),
  'POST /api/auth/password-reset/confirm': () => ({ token: `${NO_ID}.${'A'.repeat(43)}`, password: 'Secret123' }),
  'POST /api/auth/email-change/confirm': () => ({ token: `${NO_ID}.${'A'.repeat(43)}` }),
  'POST /api/account/email': () => ({ email: 'hostile-new@example.com', password: 'Fairway-Test-7' }),
  'POST /api/admin/users': () => ({ email: 'hostile-staff@example.com', password: 'Secret123', role: 'staff' }),
  'PATCH /api/admin/users/{id}': () => ({ role: 'staff', disabled: false }),
  'POST /api/admin/users/invitations': () => ({ email: 'hostile-invitee@example.com', role: 'staff', name: 'Nok' }),
  'POST /api/auth/invitation/accept': () => ({ token: `${NO_ID}.${'A'.repeat(43)}`, password: 'Secret123' }),
  'POST /api/admin/customers/erase': () => ({ email: 'hostile@example.com' }),
  'DELETE /api/account': () => ({ password: 'Fairway-Test-7' }),
  'POST /api/orders/lookup': () => ({ email: 'hostile@example.com', language: 'th' }),
  'POST /api/orders/lookup/open': () => ({ token: 'A'.repeat(43) }),
  'POST /api/newsletter/subscriptions': () => ({ email: 'hostile@example.com' }),
  'POST /api/newsletter/confirm': () => ({ token: 'A'.repeat(43) }),
  'POST /api/newsletter/unsubscribe': () => ({ token: 'A'.repeat(43) }),
  'POST /api/newsletter/unsubscribe/one-click': () => ({ 'List-Unsubscribe': 'One-Click' }),
  'POST /api/admin/mail/check': () => ({ to: 'hostile@example.com', language: 'en' }),
  'PUT /api/admin/catalog/models/{id}': () => ({ name: 'Hostile', description: 'Hostile model', features: ['x'] }),
  'PUT /api/admin/catalog/options/{id}': () => ({ name: 'Hostile', description: 'Hostile option' }),
  'POST /api/admin/catalog/options': () => ({ category: 'grip', name: 'Hostile Grip', priceSatang: 100 }),
  'POST /api/admin/catalog/{kind}/{id}/prices': () => ({ priceSatang: 100, effectiveAt: '2099-01-01T00:00:00.000Z' }),
  'POST /api/admin/catalog/{kind}/{id}/prices/preview': () => ({ priceSatang: 100 }),
  'PUT /api/admin/catalog/{kind}/{id}/availability': () => ({ available: true }),
};

const REMOVE = Symbol('remove');
type Change = { at: number; to: unknown } | null;
/** The paths of every field of a body, nested ones too (`customerDetails`, `customerDetails.name`, …). */
const pathsOf = (value: unknown, prefix: string[] = []): string[][] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, v]) => [[...prefix, key], ...pathsOf(v, [...prefix, key])])
    : [];
/** The body with the field at one of its paths replaced by `to`, or removed. */
const changed = (body: object, change: Change): object => {
  const paths = pathsOf(body);
  if (!change || paths.length === 0) return body;
  const path = paths[change.at % paths.length];
  const copy = structuredClone(body) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((o, key) => o[key] as Record<string, unknown>, copy);
  if (change.to === REMOVE) delete parent[path[path.length - 1]];
  else parent[path[path.length - 1]] = change.to;
  return copy;
};
// Media types, sizes and depths are refused before any state matters (the fresh session's test has them): these parse.
const stateBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .option(fc.record({ at: fc.nat(), to: fc.oneof(hostileValue, fc.constant(REMOVE)) }), { nil: null, freq: 6 })
      .map((change) => ({ change })),
  },
  { weight: 1, arbitrary: fc.dictionary(keys, hostileValue, { maxKeys: 5 }).map((o) => ({ text: JSON.stringify(o) })) },
  { weight: 1, arbitrary: fc.constantFrom('{}', 'null', '[]', undefined).map((text) => ({ text })) },
);

const STACK = /\bat \S+ \(|\.(ts|js):\d+/;
const errorBody = (status: number) => ({
  message: expect.any(String),
  status,
  code: expect.any(String),
  details: expect.any(Object),
});

describe('hostile requests against every state-changing operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    // Every request comes from one address: the slowdown for repeated too-deep bodies would only add seconds here
    // (it has its own test in request-shapes.int-spec).
    // The carrier webhook is on (it answers 503 without its secret); the fuzz's requests carry no signature.
    t = await createTestApp({
      REFUSED_BODY_DELAY_MS: '0',
      KIOSK_TOKEN,
      CARRIER_WEBHOOK_SECRET: 'hostile-requests-carrier-secret-0123456789',
    });
    const doc = (
      await t
        .client()
        .get<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>('/api/docs/openapi.json')
    ).body;
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, hasBody: op.requestBody !== undefined })),
    );
  });
  afterAll(() => t.close());

  const eventCount = async () => Number((await t.db.pool.query('SELECT count(*) AS n FROM events')).rows[0].n);

  it('answers 4xx with the error body, no stack trace, no event appended, and keeps answering', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    console.info(`hostile requests: fast-check seed ${SEED}, ${RUNS} runs over ${operations.length} operations`);
    const before = await eventCount();
    const shopper = t.client();

    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 1_000 }), bodyText, contentType, pathParam, async (pick, body, type, param) => {
        const op = operations[pick % operations.length];
        const url = op.path.replace(/\{[^}]+\}/g, param);
        const res = await shopper.raw({ method: op.method, url, payload: body, headers: { 'content-type': type } });
        const text = JSON.stringify(res.body ?? '');
        expect(STACK.test(text)).toBe(false);
        expect(res.status).toBeLessThan(500);
        // A call that takes no body may succeed (logout, clearing an empty cart); it must not change anything.
        if (op.hasBody || res.status >= 400) {
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.body).toEqual(errorBody(res.status));
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    expect(await eventCount()).toBe(before);
    // Positive controls: the server still answers, and a well-formed command still appends its event.
    expect((await t.client().get('/api/putter-models')).status).toBe(200);
    // (A fresh browser: the fuzz's logout ended the shopper's session id.)
    expect((await t.client().post('/api/configure-putter', { modelId: 'melody-c' })).status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
  });

  it('answers no 5xx, and on a 4xx the error body and no event, in each state that changes where a request goes', async () => {
    const withoutValidBody = operations.filter((op) => op.hasBody && !validBodies[`${op.method} ${op.path}`]);
    expect(withoutValidBody).toEqual([]);
    const builders = shopStates(KIOSK_TOKEN);
    const states: (ShopState & { name: string; snapshot: string })[] = await Promise.all(
      builders.map(async ({ name, build }) => {
        const state = await build(t);
        return { name, ...state, snapshot: await snapshotOf(state) };
      }),
    );
    // Nothing else writes events meanwhile, so each request's count is the previous one's.
    let events = await eventCount();
    // A 2xx may legitimately change a state (a valid checkout, a quantity of -0, logout): that state is built again.
    const rebuildIfChanged = async (i: number, appended: number) => {
      if (appended === 0 && (await snapshotOf(states[i])) === states[i].snapshot) return;
      const state = await builders[i].build(t);
      states[i] = { name: builders[i].name, ...state, snapshot: await snapshotOf(state) };
      events = await eventCount();
    };
    const runsPerOperation = Math.max(1, Math.ceil(RUNS / operations.length));
    console.info(
      `hostile requests in ${states.length} states: fast-check seed ${SEED}, ${runsPerOperation} runs per operation`,
    );

    // Each operation in turn, so every one meets every state; the same seed replays each.
    for (const op of operations) {
      const validBody = validBodies[`${op.method} ${op.path}`];
      await fc.assert(
        fc.asyncProperty(stateBody, statePathParam, async (body, param) => {
          for (let i = 0; i < states.length; i++) {
            const { name, client, ids } = states[i];
            const url = op.path.replace(/\{([^}]+)\}/g, (_, key: string) =>
              param === OWN ? (ids[key] ?? NO_ID) : param,
            );
            const payload =
              'text' in body ? body.text : validBody ? JSON.stringify(changed(validBody(ids), body.change)) : undefined;
            const res: TestResponse = await client.raw({
              method: op.method,
              url,
              payload,
              headers: payload === undefined ? {} : { 'content-type': 'application/json' },
            });
            const before = events;
            events = await eventCount();
            const appended = events - before;
            const where = `${name}: ${op.method} ${url.slice(0, 120)} ${payload?.slice(0, 300) ?? '(no body)'}`;
            const text = JSON.stringify(res.body ?? '');
            if (res.status >= 500 || STACK.test(text))
              throw new Error(`${where} answered ${res.status}: ${text.slice(0, 300)}`);
            if (res.status >= 400)
              expect({ where, body: res.body, appended }).toEqual({ where, body: errorBody(res.status), appended: 0 });
            else await rebuildIfChanged(i, appended);
          }
        }),
        { seed: SEED, numRuns: runsPerOperation, endOnFailure: true },
      );
    }

    // Positive control: the states are what they say; the cart's line still checks out with full details.
    const cart = states.find((s) => s.name === 'cart with a line');
    const init = await cart?.client.post('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(init?.status).toBe(200);
    // A bound, not a measure: every operation meets seven states (about 2,000 requests), which took over the 60 s
    // default on this 2-core machine under load (CI, 2026-12-07, with 50 operations).
  }, 240_000);
});
