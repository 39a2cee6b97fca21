import { type CartAddResult, type CartView, type ConfigurePutterResult, MAX_CART_LINES } from '@sound-putter/contracts';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

describe('cart API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const configure = async (shopper: TestClient, body: Record<string, unknown> = {}) =>
    (await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c', ...body })).body;

  it('lists every choice of a line with its price, adding up to the unit price, and the logos with their positions', async () => {
    const shopper = t.client();
    const logos = [
      { position: 'face', type: 'logo', content: 'crown-royal' },
      { position: 'sole', type: 'text', content: 'Ace' },
    ];
    const priced = await configure(shopper, {
      modelId: 'melody-d',
      handedness: 'left',
      gripId: 'grip-brown-leather',
      faceMillOptionId: 'face-mill-diamond',
      millOptionId: 'mill-black-pvd',
      giftBoxId: 'gift-box-premium',
      logoId: 'logo-double',
      logoConfigurations: logos,
    });
    await shopper.post('/api/cart/add', { configurationId: priced.configurationId });
    const [line] = (await shopper.get<CartView>('/api/cart')).body.items;
    const { choices, ...configuration } = line.configuration;
    expect(configuration).toMatchObject({
      faceMill: { name: 'Diamond Mill' },
      finish: { name: 'Black PVD Finish' },
      giftBox: { name: 'Premium Wooden Case' },
      logos,
    });
    expect(choices.map((c) => c.choice)).toEqual([
      'model',
      'handedness',
      'grip',
      'shaft',
      'shaftColor',
      'length',
      'faceMill',
      'finish',
      'logo',
      'giftBox',
    ]);
    expect(choices.find((c) => c.choice === 'finish')).toEqual({
      choice: 'finish',
      name: 'Black PVD Finish',
      price: 2500,
    });
    expect(choices.find((c) => c.choice === 'handedness')).toEqual({
      choice: 'handedness',
      name: 'Left-handed',
      price: 0,
    });
    // Control: the priced options are really in the total, which is more than the base price.
    expect(line.configuration.totalPrice).toBeGreaterThan(choices[0].price + 2500 + 1500);
    expect(choices.reduce((sum, c) => sum + c.price, 0)).toBe(line.configuration.totalPrice);

    const plain = await configure(shopper, { modelId: 'melody-c' });
    await shopper.post('/api/cart/add', { configurationId: plain.configurationId });
    const second = (await shopper.get<CartView>('/api/cart')).body.items[1].configuration;
    expect(second.finish).toBeNull();
    expect(second.choices.find((c) => c.choice === 'finish')).toEqual({
      choice: 'finish',
      name: 'Standard Finish',
      price: 0,
    });
    expect(second.choices.reduce((sum, c) => sum + c.price, 0)).toBe(second.totalPrice);
  });

  it('adds, raises the quantity on a repeat, changes, removes and clears, each visible on the next read', async () => {
    const shopper = t.client();
    const plain = await configure(shopper);
    const fancy = await configure(shopper, {
      modelId: 'melody-d',
      giftBoxId: 'gift-box-classic',
      logoId: 'logo-single',
      logoConfigurations: [{ position: 'sole', type: 'text', content: 'Ace' }],
    });

    expect((await shopper.get<CartView>('/api/cart')).body).toEqual({ items: [], count: 0, subtotal: 0 });
    expect((await shopper.post('/api/cart/add', { configurationId: plain.configurationId })).status).toBe(201);
    await shopper.post('/api/cart/add', { configurationId: plain.configurationId, quantity: 2 });
    await shopper.post('/api/cart/add', { configurationId: fancy.configurationId, quantity: 1 });

    let cart = (await shopper.get<CartView>('/api/cart')).body;
    expect(cart.count).toBe(4);
    expect(cart.subtotal).toBe(3 * 10500 + 10500 + 500 + 800);
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      configuration: {
        model: { name: 'Melody C Sound Putter' },
        grip: { name: 'Standard Matte Black' },
        shaft: { name: 'Standard Steel' },
        length: { name: '35 inches' },
        logo: { name: 'No Logo' },
        logoText: null,
        totalPrice: 10500,
      },
      lineTotal: 31500,
    });
    expect(cart.items[1].configuration).toMatchObject({
      logo: { name: 'Single Logo' },
      logoText: 'Ace',
      totalPrice: 11800,
    });

    const [first, second] = cart.items;
    cart = (await shopper.put<CartView>(`/api/cart/items/${first.id}`, { quantity: 5 })).body;
    expect(cart.count).toBe(6);
    cart = (await shopper.put<CartView>(`/api/cart/items/${second.id}`, { quantity: 0 })).body;
    expect(cart.items.map((i) => i.id)).toEqual([first.id]);
    cart = (await shopper.delete<CartView>(`/api/cart/items/${first.id}`)).body;
    expect(cart).toEqual({ items: [], count: 0, subtotal: 0 });

    await shopper.post('/api/cart/add', { configurationId: plain.configurationId });
    const cleared = await shopper.delete<CartView>('/api/cart');
    expect(cleared.status).toBe(200);
    expect((await shopper.get<CartView>('/api/cart')).body.count).toBe(0);
  });

  it("cannot touch another shopper's line: 404 and nothing changes", async () => {
    const alice = t.client();
    const mallory = t.client();
    const { configurationId } = await configure(alice);
    const added = (await alice.post<CartAddResult>('/api/cart/add', { configurationId, quantity: 2 })).body;
    expect(added).toEqual({
      item: { id: expect.any(String), configurationId, quantity: 2 },
      count: 2,
      subtotal: 21000,
    });
    const itemId = added.item.id;

    for (const res of [
      await mallory.put(`/api/cart/items/${itemId}`, { quantity: 9 }),
      await mallory.delete(`/api/cart/items/${itemId}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'cart_item_not_found' });
    }
    expect((await alice.get<CartView>('/api/cart')).body.items[0].quantity).toBe(2);
    expect((await mallory.get<CartView>('/api/cart')).body.count).toBe(0);
  });

  it.each([
    ['POST /api/cart/add', 'post', '/api/cart/add', {}, 'configurationId', 'Configuration id must be a UUID'],
    [
      'POST /api/cart/add',
      'post',
      '/api/cart/add',
      { configurationId: '8d3c1f8e-0000-4000-8000-000000000000', quantity: 0 },
      'quantity',
      'Quantity must be at least 1',
    ],
    [
      'POST /api/cart/add',
      'post',
      '/api/cart/add',
      { configurationId: '8d3c1f8e-0000-4000-8000-000000000000', quantity: 1.5 },
      'quantity',
      'Quantity must be a whole number',
    ],
    [
      'POST /api/cart/add',
      'post',
      '/api/cart/add',
      { configurationId: '8d3c1f8e-0000-4000-8000-000000000000', quantity: '2' },
      'quantity',
      'Quantity must be a whole number',
    ],
    [
      'PUT /api/cart/items',
      'put',
      '/api/cart/items/8d3c1f8e-0000-4000-8000-000000000000',
      { quantity: -1 },
      'quantity',
      'Quantity must be 0 or more',
    ],
  ] as const)('%s answers 422 for %j', async (_n, method, path, body, field, message) => {
    const res = await t.client()[method](path, body);
    expect(res.status).toBe(422);
    expect((res.body as { details: Record<string, string[]> }).details[field]).toContain(message);
  });

  it('answers an unknown configuration with 404', async () => {
    const res = await t.client().post('/api/cart/add', { configurationId: '8d3c1f8e-0000-4000-8000-000000000000' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'configuration_not_found' });
  });

  it('enforces the line and quantity limits with 422', async () => {
    const shopper = t.client();
    const { configurationId } = await configure(shopper);
    const over = await shopper.post('/api/cart/add', { configurationId, quantity: 100 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'cart_limit_exceeded',
      details: { quantity: ['At most 99 of one putter per order'] },
    });

    const ids = await Promise.all(
      Array.from({ length: MAX_CART_LINES + 1 }, (_, i) =>
        // Configurations are content-addressed: each line needs choices of its own (here its engraving).
        configure(shopper, {
          logoId: 'logo-single',
          logoConfigurations: [{ position: 'face', type: 'text', content: `Line ${i}` }],
        }),
      ),
    );
    for (const { configurationId: id } of ids.slice(0, MAX_CART_LINES))
      await shopper.post('/api/cart/add', { configurationId: id });
    const full = await shopper.post('/api/cart/add', { configurationId: ids[MAX_CART_LINES].configurationId });
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({ code: 'cart_limit_exceeded' });
    expect((await shopper.get<CartView>('/api/cart')).body.items).toHaveLength(MAX_CART_LINES);
  });

  it('refuses a missing or ill-formed x-session-id with 400', async () => {
    const res = await t.client().get('/api/cart', { 'x-session-id': 'session-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_session_id' });
  });

  it('50 parallel adds of one configuration end at quantity 50 (no lost update)', async () => {
    const shopper = t.client();
    const { configurationId } = await configure(shopper);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => shopper.post('/api/cart/add', { configurationId })),
    );
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const cart = (await shopper.get<CartView>('/api/cart')).body;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(50);
    expect(cart.count).toBe(50);
  });
});
