import type { ApiErrorBody, ConfigurePutterResult } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { MAX_JSON_DEPTH } from './body-parsing';

const errorBody = (code: string, status: number) => ({
  message: expect.any(String),
  status,
  code,
  details: expect.any(Object),
});

const nested = (levels: number): string => `{"modelId":"melody-c","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('request shapes the API refuses or accepts before any route runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a body nested thousands of levels deep with 400, and still takes one at the allowed depth', async () => {
    const shopper = t.client();
    const deep = await shopper.raw({
      method: 'POST',
      url: '/api/configure-putter',
      payload: nested(2_500),
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual(errorBody('body_too_deep', 400));
    expect(JSON.stringify(deep.body)).not.toMatch(/at .*\.js/);

    // Positive control: the same route answers a body just inside the limit (the unknown key is dropped).
    const within = await shopper.raw({
      method: 'POST',
      url: '/api/configure-putter',
      payload: nested(MAX_JSON_DEPTH - 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(within.status).toBe(200);
    expect((within.body as ConfigurePutterResult).configurationId).toEqual(expect.any(String));
  });

  it('does not count brackets inside strings as nesting', async () => {
    const res = await t.client().raw({
      method: 'POST',
      url: '/api/configure-putter',
      payload: JSON.stringify({
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content: '[[[[[[[[[[{{{{{{' }],
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });

  it('takes an empty body sent as application/json as no body', async () => {
    const shopper = t.client();
    const res = await shopper.raw({
      method: 'DELETE',
      url: '/api/cart',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], count: 0, subtotal: 0 });
    // A command that needs a body then names the missing fields instead of calling the JSON malformed.
    const add = await shopper.raw({
      method: 'POST',
      url: '/api/cart/add',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(add.status).toBe(422);
    expect((add.body as ApiErrorBody).details).toHaveProperty('configurationId');
  });

  it("answers a badly encoded URL with the shop's error body", async () => {
    for (const url of ['/%c0%ae', '/api/orders/%c0%ae', '/api/cart/items/%E0%A4%A']) {
      const res = await t.client().raw({ method: 'GET', url });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorBody('malformed_url', 400));
    }
  });

  it('answers 415 to a state-changing call whose body is not JSON', async () => {
    const shopper = t.client();
    const { configurationId } = (
      await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', `configurationId=${configurationId}&quantity=1`],
      ['text/plain', JSON.stringify({ configurationId, quantity: 1 })],
      ['application/xml', `<add><configurationId>${configurationId}</configurationId></add>`],
    ]) {
      const res = await shopper.raw({
        method: 'POST',
        url: '/api/cart/add',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual(errorBody('unsupported_media_type', 415));
    }
    // Positive control: the same call as JSON adds the line, and the refused ones added nothing.
    expect((await shopper.post('/api/cart/add', { configurationId, quantity: 1 })).status).toBe(201);
    expect((await shopper.get<{ count: number }>('/api/cart')).body.count).toBe(1);
  });
});

describe('a client that keeps sending bodies nested too deep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REFUSED_BODIES_FREE: '1', REFUSED_BODY_DELAY_MS: '10000' });
  });
  afterAll(() => t.close());

  const from = (address: string) => t.client(undefined, { 'x-forwarded-for': address });
  const sendDeep = (address: string) =>
    from(address).raw({
      method: 'POST',
      url: '/api/configure-putter',
      payload: nested(2_500),
      headers: { 'content-type': 'application/json' },
    });

  it('waits for its further refusals, while its ordinary requests and other clients are answered at once', async () => {
    expect((await sendDeep('10.77.0.1')).status).toBe(400);
    let heldAnswered = false;
    const held = sendDeep('10.77.0.1').then((res) => {
      heldAnswered = true;
      return res;
    });
    // While the refusal is held: the same address's ordinary call and another address's first refusal are answered.
    expect((await from('10.77.0.1').post('/api/configure-putter', { modelId: 'melody-c' })).status).toBe(200);
    expect((await sendDeep('10.77.0.2')).status).toBe(400);
    expect(heldAnswered).toBe(false);
    // The held one still gets its 400 with the error body.
    const res = await held;
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorBody('body_too_deep', 400));
  });
});
