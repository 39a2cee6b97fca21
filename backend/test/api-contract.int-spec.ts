import { QueryBus } from '@nestjs/cqrs';
import type { AnyOrderView, InitOrderResult } from '@sound-putter/contracts';
import { apiExamples, apiSchemas } from '@sound-putter/contracts/schemas';
import { createTestApp, newSessionId, type TestApp, type TestClient } from './support/test-app';
import { testCustomerDetails } from './support/customer-details';
import { serverEventSchemas } from '../src/infrastructure/wire/socket-payloads';
import { createResponseValidator } from './support/response-validator';
import { buildApiDocuments } from '../src/cli/api-documents';
import { BROWSER_COOKIE, SESSION_COOKIE } from '../src/identity';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }> }>;
  requestBody?: unknown;
}
type Paths = Record<string, Record<string, Operation>>;
interface ModuleLike {
  controllers: Map<unknown, { metatype: { name: string; prototype: object } }>;
}

const fieldsOf = (name: keyof typeof apiSchemas) => Object.keys(apiSchemas[name].properties ?? {}).sort();

/** The OpenAPI document describes every operation, and Fastify writes only the fields the schemas name. */
describe('API contract: document and serializers', () => {
  let t: TestApp;
  let paths: Paths;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.client().get<{ paths: Paths }>('/api/docs/openapi.json')).body.paths;
  });
  afterAll(() => t.close());

  it('gives every operation a success schema with an example and the error body for its error statuses', () => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
    );
    // A file (a picture, a document) is described by its media type and a binary schema; JSON by its schema and example.
    const isFile = (media: string) => media !== 'application/json';
    const described = operations.filter(({ op }) =>
      Object.entries(op.responses).some(
        ([status, res]) => /^2\d\d$/.test(status) && Object.values(res.content ?? {}).some((c) => c.schema),
      ),
    );
    const withExample = operations.filter(({ op }) =>
      Object.entries(op.responses).some(
        ([status, res]) =>
          /^2\d\d$/.test(status) &&
          (res.content?.['application/json']?.example !== undefined || Object.keys(res.content ?? {}).some(isFile)),
      ),
    );
    const withErrors = operations.filter(({ op }) =>
      Object.entries(op.responses).some(
        ([status, res]) =>
          /^[45]\d\d$/.test(status) &&
          JSON.stringify(res.content?.['application/json']?.schema) === '{"$ref":"#/components/schemas/ApiErrorBody"}',
      ),
    );
    console.log(
      `${operations.length} operations; ${described.length} with a response schema, ${withExample.length} with an ` +
        `example, ${withErrors.length} with the error body`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(28);
    expect(operations.filter((o) => !described.includes(o)).map((o) => o.id)).toEqual([]);
    expect(operations.filter((o) => !withExample.includes(o)).map((o) => o.id)).toEqual([]);
    expect(operations.filter((o) => !withErrors.includes(o)).map((o) => o.id)).toEqual([]);
  });

  it('describes the body of every call that takes one', () => {
    const bodyCalls = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
    );
    const withoutBody = bodyCalls.filter(({ op }) => !op.requestBody).map(({ id }) => id);
    // Logout takes an empty JSON object; in-store payment, ready-to-collect, a receipt link, staff's mail retry
    // and resend, and an admin's invitation sent again no body at all.
    expect(withoutBody.sort()).toEqual([
      'POST /api/admin/mail/{id}/resend',
      'POST /api/admin/mail/{id}/retry',
      'POST /api/admin/users/{id}/invitation/resend',
      'POST /api/auth/logout',
      'POST /api/orders/{id}/in-store-payment',
      'POST /api/orders/{id}/ready-to-collect',
      'POST /api/orders/{id}/receipt-link',
    ]);
  });

  it('has a response validator that fails on a missing or an extra field and passes what the server sent', async () => {
    const document = (await t.client().get<Parameters<typeof createResponseValidator>[0]>('/api/docs/openapi.json'))
      .body;
    const validate = createResponseValidator(document);
    const cart = await t.client().get<Record<string, unknown>>('/api/cart');
    const check = (body: unknown, status = 200, url = '/api/cart') =>
      validate({
        method: 'GET',
        url,
        status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(body),
      });

    expect(check(cart.body)).toBeNull();
    expect(check({ ...cart.body, internalNote: 'x' })).toMatch(/must NOT have additional properties/);
    const { subtotal: _subtotal, ...missing } = cart.body;
    expect(check(missing)).toMatch(/must have required property 'subtotal'/);
    expect(check({ ...cart.body, count: '1' })).toMatch(/count must be integer/);
    // A redacted view where the staff board promises full ones: the missing personal fields fail it.
    expect(check([apiExamples.RedactedOrderView], 200, '/api/orders/board')).toMatch(/customerEmail/);
    expect(check([apiExamples.OrderView], 200, '/api/orders/board')).toBeNull();
    expect(
      check({ message: 'Nope', status: 404, code: 'order_not_found', trace: 'x' }, 404, '/api/orders/abc'),
    ).toMatch(/additional properties/);
    expect(check({ message: 'Nope', status: 404, code: 'order_not_found' }, 404, '/api/orders/abc')).toBeNull();
  });

  it('serves the AsyncAPI document of the socket protocol from the same schemas, and a page that shows it', async () => {
    const res = await t.client().get<{
      asyncapi: string;
      components: { messages: Record<string, { name: string; payload: { $ref: string } }>; schemas: object };
    }>('/api/docs/asyncapi.json');
    expect(res.status).toBe(200);
    expect(res.body.asyncapi).toBe('3.0.0');
    const messages = Object.values(res.body.components.messages);
    for (const [event, schema] of Object.entries(serverEventSchemas)) {
      const message = messages.find((m) => m.name === event);
      expect(message).toBeDefined();
      const name = message?.payload.$ref.split('/').pop() as keyof typeof apiSchemas;
      // The payload the document names is the very schema the server trims that event's payload to.
      expect(apiSchemas[name]).toBe(schema);
      expect(res.body.components.schemas).toHaveProperty(name);
    }
    expect(messages.map((m) => m.name)).toEqual(expect.arrayContaining(['order/watch', 'order/unwatch']));

    const page = await t.client().get<string>('/api/docs/asyncapi');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const event of [...Object.keys(serverEventSchemas), 'order/watch', 'OrderWatchAck', 'staff'])
      expect(page.body).toContain(event);
    expect(page.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });

  it('is the document `npm run lint:api-docs` builds without a database, and asks for what each route checks', async () => {
    const served = (
      await t
        .client()
        .get<{ paths: Paths; components: { securitySchemes: Record<string, { name: string }> } }>(
          '/api/docs/openapi.json',
        )
    ).body;
    const built = JSON.parse(JSON.stringify(await buildApiDocuments())) as { openApi: object; asyncApi: object };
    expect(built.openApi).toEqual(served);
    expect(built.asyncApi).toEqual((await t.client().get('/api/docs/asyncapi.json')).body);
    expect(served.components.securitySchemes.browser.name).toBe(BROWSER_COOKIE);
    expect(served.components.securitySchemes.signIn.name).toBe(SESSION_COOKIE);

    // The sp_session cookie is required exactly where a guard demands a signed-in user (api-contract.ts reads it
    // from the 401 `unauthenticated` the operation declares).
    const operations = new Map(
      Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => [op.operationId, op])),
    );
    const container = (t.app as unknown as { container: { getModules(): Map<string, ModuleLike> } }).container;
    const mismatched: string[] = [];
    for (const module of container.getModules().values())
      for (const { metatype } of module.controllers.values()) {
        const classGuards = (Reflect.getMetadata('__guards__', metatype) ?? []) as { name: string }[];
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const op = operations.get(`${metatype.name}_${name}`);
          if (!op) continue;
          const handler = (metatype.prototype as Record<string, object>)[name];
          const guards = [
            ...classGuards,
            ...((Reflect.getMetadata('__guards__', handler) ?? []) as { name: string }[]),
          ];
          const guarded = guards.some((g) => g.name === 'SignedInGuard' || g.name === 'RolesGuard');
          const requiresSignIn = (op.security ?? []).length > 0 && (op.security ?? []).every((r) => 'signIn' in r);
          if (guarded !== requiresSignIn) mismatched.push(op.operationId);
        }
      }
    expect(operations.size).toBeGreaterThanOrEqual(28);
    expect(mismatched).toEqual([]);
  });

  describe('with an order placed', () => {
    let owner: TestClient;
    let order: InitOrderResult;
    let staff: TestClient;

    beforeAll(async () => {
      owner = t.client(newSessionId());
      const configured = await owner.post<{ configurationId: string }>('/api/configure-putter', {
        modelId: 'melody-c',
      });
      await owner.post('/api/cart/add', { configurationId: configured.body.configurationId });
      const init = await owner.post<InitOrderResult>('/api/orders/init', {
        customerDetails: testCustomerDetails({ email: 'contract@example.com' }),
      });
      expect(init.status).toBe(200);
      order = init.body;
      const paid = await owner.post('/api/payments/test-gateway/confirm', {
        clientSecret: order.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '314',
      });
      expect(paid.status).toBe(200);
      const board = { email: 'board@example.com', password: 'Board-2026' };
      await t.client(newSessionId()).post('/api/auth/signup', board);
      const signup = await t.client(newSessionId()).post<{ id: string }>('/api/auth/login', board);
      await t.db.pool.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [signup.body.id]);
      const cookie = signup.cookies.find((c) => c.name === 'sp_session');
      staff = t.client(newSessionId(), { cookie: `sp_session=${cookie?.value}` });
    });

    afterEach(() => jest.restoreAllMocks());

    /** Every query answer gains fields no schema names, and a changed `shortId` proves the answer passed through. */
    const leakOnEveryAnswer = () => {
      const execute = QueryBus.prototype.execute as (this: QueryBus, query: unknown) => Promise<unknown>;
      jest.spyOn(QueryBus.prototype, 'execute').mockImplementation(async function (this: QueryBus, query: unknown) {
        const leak = (value: unknown): unknown =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, ...('shortId' in value ? { shortId: 'PASSED' } : {}), secret: 'x', customerName: 'Leak' }
            : value;
        const answer = await execute.call(this, query);
        return Array.isArray(answer) ? answer.map(leak) : leak(answer);
      });
    };

    it('the redacted order view carries only its fields, even when the code hands it more', async () => {
      const stranger = t.client(newSessionId());
      const plain = await stranger.get<AnyOrderView>(`/api/orders/${order.orderId}`);
      expect(plain.body.access).toBe('redacted');
      expect(Object.keys(plain.body).sort()).toEqual(fieldsOf('RedactedOrderView'));

      leakOnEveryAnswer();
      const leaked = await stranger.get<Record<string, unknown>>(`/api/orders/${order.orderId}`);
      expect(leaked.status).toBe(200);
      expect(leaked.body.shortId).toBe('PASSED');
      expect(Object.keys(leaked.body).sort()).toEqual(fieldsOf('RedactedOrderView'));
      expect(leaked.body).not.toHaveProperty('customerName');
    });

    it('the owner still gets the full view (the serializer picks the branch by `access`)', async () => {
      const full = await owner.get<AnyOrderView>(`/api/orders/${order.orderId}`);
      expect(full.body.access).toBe('full');
      expect(Object.keys(full.body).sort()).toEqual(fieldsOf('OrderView'));
    });

    it('the tracking view carries only its fields', async () => {
      leakOnEveryAnswer();
      const tracking = await t
        .client(newSessionId())
        .get<Record<string, unknown>>(`/api/orders/${order.orderId}/tracking`);
      expect(tracking.status).toBe(200);
      expect(Object.keys(tracking.body).sort()).toEqual(fieldsOf('OrderTrackingView'));
    });

    it("the staff lists carry only the order view's fields", async () => {
      leakOnEveryAnswer();
      for (const path of ['/api/orders', '/api/orders/board?deliveredSince=2000-01-01T00:00:00Z']) {
        const list = await staff.get<Record<string, unknown>[]>(path);
        expect(list.status).toBe(200);
        expect(list.body.length).toBeGreaterThan(0);
        for (const entry of list.body) {
          expect(entry.shortId).toBe('PASSED');
          expect(Object.keys(entry).sort()).toEqual(fieldsOf('OrderView'));
        }
      }
    });
  });
});
