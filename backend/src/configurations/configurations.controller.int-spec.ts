import type { ConfigurePutterResult, PutterConfigurationView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('configurator API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prices a configuration on the server, records it once and reads it back at once', async () => {
    const shopper = t.client();
    const res = await shopper.post<ConfigurePutterResult>('/api/configure-putter', {
      modelId: 'melody-c',
      handedness: 'left',
      gripId: 'grip-crimson-pistol',
      logoId: 'logo-double',
      logoConfigurations: [
        { position: 'face', type: 'text', content: 'Khun Somchai' },
        { position: 'sole', type: 'logo', content: 'crown-royal', file: '' },
      ],
      totalPrice: 1, // a client-sent price is ignored
    });
    expect(res.status).toBe(200);
    expect(res.body.totalPrice).toBe(10500 + 900 + 1500);
    const stored = await shopper.get<PutterConfigurationView>(`/api/putter-configurations/${res.body.configurationId}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      id: res.body.configurationId,
      modelId: 'melody-c',
      handedness: 'left',
      gripId: 'grip-crimson-pistol',
      shaftId: 'shaft-standard',
      shaftColorId: 'shaft-color-silver',
      lengthId: 'length-35',
      logoId: 'logo-double',
      logoText: 'Khun Somchai',
      faceMillOptionId: 'face-mill-standard',
      giftBoxId: 'gift-box-none',
      lieAngle: '70.00',
      totalPrice: 12900,
      names: { model: 'Melody C Sound Putter', grip: 'Crimson Red Pistol', logo: 'Double Logo' },
    });
    // Every choice with the price it adds, as the cart lists them: they add up to the price.
    expect(stored.body.choices).toHaveLength(10);
    expect(stored.body.choices).toContainEqual({ choice: 'logo', name: 'Double Logo', price: 1500 });
    expect(stored.body.choices).toContainEqual({ choice: 'grip', name: 'Crimson Red Pistol', price: 900 });
    expect(stored.body.choices.reduce((sum, c) => sum + c.price, 0)).toBe(stored.body.totalPrice);
    const { rows } = await t.db.pool.query(`SELECT type FROM events WHERE stream_id = $1`, [
      `configuration-${res.body.configurationId}`,
    ]);
    expect(rows).toEqual([{ type: 'PutterConfigured' }]);
  });

  it('gives the same choices the same id, and a repeat appends nothing (the decider finds it configured)', async () => {
    const choices = { modelId: 'melody-c', gripId: 'grip-crimson-pistol', handedness: 'right' as const };
    const first = await t.client().post<ConfigurePutterResult>('/api/configure-putter', choices);
    expect(first.status).toBe(200);
    const countEvents = async () =>
      Number(
        (await t.db.pool.query(`SELECT count(*) AS n FROM events WHERE stream_id LIKE 'configuration-%'`)).rows[0].n,
      );
    const before = await countEvents();
    // Another shopper, the same choices in another key order: the same configuration, nothing new in the log.
    const again = await t.client().post<ConfigurePutterResult>('/api/configure-putter', {
      handedness: 'right',
      gripId: 'grip-crimson-pistol',
      modelId: 'melody-c',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countEvents()).toBe(before);
    // Control: one choice more is another configuration, and it is recorded.
    const other = await t
      .client()
      .post<ConfigurePutterResult>('/api/configure-putter', { ...choices, handedness: 'left' });
    expect(other.status).toBe(200);
    expect(other.body.configurationId).not.toBe(first.body.configurationId);
    expect(await countEvents()).toBe(before + 1);
  });

  it.each([
    [{}, 'modelId', 'Model is required'],
    [{ modelId: 'melody-x' }, 'modelId', 'Choose one of the putter models'],
    [{ modelId: 'melody-c', handedness: 'both' }, 'handedness', 'Handedness must be right or left'],
    [{ modelId: 'melody-c', gripId: 'shaft-standard' }, 'gripId', 'Unknown grip option: shaft-standard'],
    [{ modelId: 'melody-c', logoId: 'logo-triple' }, 'logoId', 'Logo must be logo-none, logo-single or logo-double'],
    [
      { modelId: 'melody-c', logoId: 'logo-single', logoConfigurations: [] },
      'logoConfigurations',
      'A single logo needs exactly one logo entries',
    ],
    [
      {
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'top', type: 'text', content: 'x' }],
      },
      'logoConfigurations.0.position',
      'Position must be face or sole',
    ],
    [
      {
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content: 'x'.repeat(21) }],
      },
      'logoConfigurations.0.content',
      'Text can be at most 20 characters',
    ],
    [
      {
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'logo', content: 'dragon' }],
      },
      'logoConfigurations.0.content',
      'Choose one of the predefined logos',
    ],
  ])('answers 422 with the field message for %j', async (body, field, message) => {
    const res = await t.client().post('/api/configure-putter', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed' });
    expect((res.body as { details: Record<string, string[]> }).details[field]).toContain(message);
  });

  it('answers malformed JSON with 400 and nothing recorded', async () => {
    const res = await t.client().raw({
      method: 'POST',
      url: '/api/configure-putter',
      payload: '{"modelId": "melody-c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'malformed_json' });
  });

  it('answers an unknown or malformed configuration id with 404', async () => {
    for (const id of ['8d3c1f8e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.client().get(`/api/putter-configurations/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 404, code: 'configuration_not_found' });
    }
  });

  it("draws a configuration's putter as a PNG for mails, without a session, and its options change the picture", async () => {
    const shopper = t.client();
    const configure = async (body: Record<string, unknown>) =>
      (await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c', ...body })).body
        .configurationId;
    const picture = async (id: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/putter-configurations/${id}/picture.png` });
      return { status: res.statusCode, type: res.headers['content-type'], png: res.rawPayload, json: res.body };
    };
    const plain = await picture(await configure({}));
    // Positive control: a picture comes, a PNG (its signature), though the request carried no x-session-id.
    expect(plain.status).toBe(200);
    expect(plain.type).toBe('image/png');
    expect(plain.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // 300 px wide, 375 high (IHDR).
    expect([plain.png.readUInt32BE(16), plain.png.readUInt32BE(20)]).toEqual([300, 375]);
    const again = await picture(await configure({}));
    expect(again.png.equals(plain.png)).toBe(true);
    for (const change of [
      { handedness: 'left' },
      { gripId: 'grip-crimson-pistol' },
      { logoId: 'logo-single', logoConfigurations: [{ position: 'face', type: 'text', content: 'สมชาย' }] },
    ]) {
      const changed = await picture(await configure(change));
      expect(changed.status).toBe(200);
      expect(changed.png.equals(plain.png)).toBe(false);
    }
    const missing = await picture('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.json)).toMatchObject({ status: 404, code: 'configuration_not_found' });
  });

  it('serves the OpenAPI document with the configurator call', async () => {
    const res = await t.client().get<{ paths: Record<string, unknown> }>('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/configure-putter', '/api/cart/add']));
  });
});
