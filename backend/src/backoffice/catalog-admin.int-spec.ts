import type {
  AdminCatalogView,
  ApiErrorBody,
  CartView,
  CatalogPricePreview,
  ConfigurePutterResult,
  CustomizationOptionView,
  InitOrderResult,
  PutterModelView,
} from '@sound-putter/contracts';
import { FakeClock } from '../infrastructure/clock/clock';
import { testCustomerDetails } from '../../test/support/customer-details';
import { type SignedInBrowser, signInAs } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';

describe('back office: catalog (issue 32)', () => {
  const clock = new FakeClock('2026-11-26T03:00:00.000Z');
  let t: TestApp;
  let admin: SignedInBrowser;
  let staff: SignedInBrowser;
  let customer: SignedInBrowser;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    [admin, staff, customer] = [await signInAs(t, 'admin'), await signInAs(t, 'staff'), await signInAs(t, 'customer')];
  });
  afterAll(() => t.close());

  const catalogOf = async (client: TestClient) => (await client.get<AdminCatalogView>('/api/admin/catalog')).body;
  const modelPrice = async (shopper: TestClient, id = 'melody-c') =>
    (await shopper.get<PutterModelView[]>('/api/putter-models')).body.find((m) => m.id === id)?.basePrice;

  describe('who may do what, checked on the server', () => {
    type Call = { name: string; send: (c: TestClient) => Promise<{ status: number; body: unknown }> };
    const reads: Call[] = [{ name: 'read the catalog', send: (c) => c.get('/api/admin/catalog') }];
    const availability: Call[] = [
      {
        name: 'withdraw an option',
        send: (c) => c.put('/api/admin/catalog/options/grip-white-oversize/availability', { available: true }),
      },
      {
        name: 'withdraw a model',
        send: (c) => c.put('/api/admin/catalog/models/melody-d/availability', { available: true }),
      },
    ];
    const adminOnly: Call[] = [
      {
        name: 'edit a model',
        send: async (c) => {
          const model = (await t.client().get<PutterModelView[]>('/api/putter-models')).body[0];
          return c.put(`/api/admin/catalog/models/${model.id}`, {
            name: model.name,
            description: model.description,
            features: model.features,
          });
        },
      },
      {
        name: 'edit an option',
        send: (c) => c.put('/api/admin/catalog/options/gift-box-none', { name: 'No Gift Box' }),
      },
      {
        name: 'add an option',
        send: (c) =>
          c.post('/api/admin/catalog/options', { category: 'gift_box', name: `Box ${Math.random()}`, priceSatang: 0 }),
      },
      {
        name: 'preview a price change',
        send: (c) => c.post('/api/admin/catalog/options/gift-box-none/prices/preview', { priceSatang: 100 }),
      },
      {
        name: 'schedule a price',
        send: (c) =>
          c.post('/api/admin/catalog/options/gift-box-none/prices', {
            priceSatang: 0,
            effectiveAt: '2027-01-01T00:00:00.000Z',
          }),
      },
    ];
    const expectRefusal = (res: { status: number; body: unknown }, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ status, code, details: {} });
    };

    it.each([...reads, ...availability, ...adminOnly])('anonymous: $name → 401', async ({ send }) =>
      expectRefusal(await send(t.client()), 401, 'unauthenticated'),
    );
    it.each([...reads, ...availability, ...adminOnly])('customer: $name → 403', async ({ send }) =>
      expectRefusal(await send(customer.client), 403, 'forbidden'),
    );
    it.each(adminOnly)('staff: $name → 403', async ({ send }) =>
      expectRefusal(await send(staff.client), 403, 'forbidden'),
    );
    it.each([...reads, ...availability])('staff: $name → 200', async ({ send }) =>
      expect((await send(staff.client)).status).toBe(200),
    );
    it.each([...reads, ...availability, ...adminOnly])('admin: $name → 2xx', async ({ send }) =>
      expect([200, 201]).toContain((await send(admin.client)).status),
    );
  });

  it('shows the seeded catalog with prices, availability and history', async () => {
    const view = await catalogOf(staff.client);
    expect(view.models.map((m) => m.id)).toEqual(['melody-c', 'melody-d']);
    expect(view.models[0]).toMatchObject({ available: true, prices: [{ effectiveAt: null }], nextPrice: null });
    expect(view.options.length).toBeGreaterThan(20);
    expect(view.version).toBeGreaterThan(20);
  });

  it('edits texts and adds an option, each an event of the catalog stream, shown to shoppers', async () => {
    const before = await catalogOf(admin.client);
    const edited = await admin.client.put<AdminCatalogView>('/api/admin/catalog/options/grip-light-blue-midsize', {
      name: 'Sky Blue Midsize',
      description: 'Soft midsize grip',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(before.version + 1);
    const added = await admin.client.post<AdminCatalogView>('/api/admin/catalog/options', {
      category: 'grip',
      name: 'Forest Green Pistol',
      priceSatang: 95000,
    });
    expect(added.status).toBe(201);
    const grips = (await t.client().get<CustomizationOptionView[]>('/api/customizations/grip')).body;
    expect(grips.find((o) => o.id === 'grip-light-blue-midsize')).toMatchObject({
      name: 'Sky Blue Midsize',
      description: 'Soft midsize grip',
    });
    expect(grips.find((o) => o.id === 'grip-forest-green-pistol')).toMatchObject({ price: '950.00' });
    const { rows } = await t.db.pool.query(
      `SELECT type, metadata->'actor'->>'role' AS role FROM events WHERE stream_id = 'catalog-shop'
       ORDER BY global_position DESC LIMIT 2`,
    );
    expect(rows).toEqual([
      { type: 'CatalogOptionAdded', role: 'admin' },
      { type: 'CatalogOptionEdited', role: 'admin' },
    ]);
    const again = await admin.client.post<ApiErrorBody>('/api/admin/catalog/options', {
      category: 'grip',
      name: 'forest green pistol',
      priceSatang: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('catalog_item_exists');
  });

  it('refuses bad input with 4xx and the error body', async () => {
    const bad = [
      await admin.client.post('/api/admin/catalog/models/melody-c/prices', { priceSatang: -1 }),
      await admin.client.post('/api/admin/catalog/models/melody-c/prices', { priceSatang: 10.5 }),
      await admin.client.post('/api/admin/catalog/models/melody-c/prices', {
        priceSatang: 100,
        effectiveAt: '2026-11-26T02:59:00.000Z',
      }),
      await admin.client.put('/api/admin/catalog/models/melody-c', { name: ' ', description: 'x', features: [] }),
    ];
    for (const res of bad) expect(res).toMatchObject({ status: 422, body: { status: 422, code: 'validation_failed' } });
    const unknown = await admin.client.put('/api/admin/catalog/options/grip-none-such/availability', {
      available: false,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'catalog_item_not_found' });
    expect((await admin.client.put('/api/admin/catalog/widgets/x/availability', { available: false })).status).toBe(
      404,
    );
  });

  it('the price-history rule: a scheduled price starts at its time; cart lines and orders keep the price they got', async () => {
    const shopper = t.client();
    const oldConfig = await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' });
    expect(oldConfig.body.totalPrice).toBe(10500);
    expect((await shopper.post('/api/cart/add', { configurationId: oldConfig.body.configurationId })).status).toBe(201);

    // Control: before any change the cart's line costs what it would cost today.
    expect((await shopper.get<CartView>('/api/cart')).body.items.map((i) => i.currentPrice)).toEqual([10500]);
    const scheduled = await admin.client.post<AdminCatalogView>('/api/admin/catalog/models/melody-c/prices', {
      priceSatang: 1_150_000,
      effectiveAt: '2026-11-27T00:00:00.000Z',
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.models[0]).toMatchObject({
      price: '10500.00',
      nextPrice: { price: '11500.00', effectiveAt: '2026-11-27T00:00:00.000Z' },
    });
    expect(await modelPrice(t.client())).toBe('10500.00');

    clock.set('2026-11-27T00:00:00.000Z');
    expect(await modelPrice(t.client())).toBe('11500.00');
    const newConfig = await shopper.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-c' });
    expect(newConfig.body.totalPrice).toBe(11500);
    expect(newConfig.body.configurationId).not.toBe(oldConfig.body.configurationId);

    // The line added before the change keeps ฿10,500 in the cart and in the order placed from it; the cart also
    // says what the same putter costs today, so checkout can explain the difference.
    const cart = (await shopper.get<CartView>('/api/cart')).body;
    expect(cart.items.map((i) => [i.lineTotal, i.configuration.totalPrice, i.currentPrice])).toEqual([
      [10500, 10500, 11500],
    ]);
    const placed = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(placed.status).toBe(200);
    const { rows } = await t.db.pool.query(`SELECT total_satang FROM rm_orders WHERE id = $1`, [placed.body.orderId]);
    expect(Number(rows[0].total_satang)).toBe(1_050_000);
  });

  it("previews which open carts a price change touches, with each line's kept price and its price after; changes nothing", async () => {
    const guest = t.client();
    const forest = await guest.post<ConfigurePutterResult>('/api/configure-putter', {
      modelId: 'melody-d',
      gripId: 'grip-forest-tour',
    });
    expect(forest.status).toBe(200);
    const added = await guest.post('/api/cart/add', { configurationId: forest.body.configurationId });
    expect(added.status).toBe(201);
    const line = (await guest.get<CartView>('/api/cart')).body.items[0];
    await guest.put(`/api/cart/items/${line.id}`, { quantity: 2 });
    const other = await customer.client.post<ConfigurePutterResult>('/api/configure-putter', { modelId: 'melody-d' });
    expect((await customer.client.post('/api/cart/add', { configurationId: other.body.configurationId })).status).toBe(
      201,
    );
    const grip = (await catalogOf(admin.client)).options.find((o) => o.id === 'grip-forest-tour');
    const before = await catalogOf(admin.client);

    const preview = await admin.client.post<CatalogPricePreview>(
      '/api/admin/catalog/options/grip-forest-tour/prices/preview',
      { priceSatang: 135_000 },
    );
    expect(preview.status).toBe(200);
    const held = forest.body.totalPrice;
    expect(preview.body).toMatchObject({
      kind: 'option',
      id: 'grip-forest-tour',
      name: grip?.name,
      newPrice: '1350.00',
    });
    expect(preview.body.price).toBe(grip?.price);
    const ours = preview.body.lines.filter((l) => l.model === 'Melody D Sound Putter' && l.quantity === 2);
    expect(ours).toEqual([
      expect.objectContaining({
        owner: 'guest',
        heldUnitPrice: `${held}.00`,
        unitPriceAfter: `${held - 1200 + 1350}.00`,
      }),
    ]);
    expect(preview.body.units).toBeGreaterThanOrEqual(2);
    // The customer's putter has another grip: it is not among the grip's carts, but is among the model's.
    expect(preview.body.lines.some((l) => l.owner === 'customer')).toBe(false);
    const byModel = await admin.client.post<CatalogPricePreview>('/api/admin/catalog/models/melody-d/prices/preview', {
      priceSatang: 1_200_000,
      effectiveAt: '2027-02-01T00:00:00.000Z',
    });
    expect(byModel.status).toBe(200);
    expect(byModel.body.effectiveAt).toBe('2027-02-01T00:00:00.000Z');
    expect(byModel.body.lines.filter((l) => l.owner === 'customer').length).toBeGreaterThanOrEqual(1);
    expect(byModel.body.carts).toBeGreaterThanOrEqual(2);

    // Nothing was published: the catalog's version and the grip's price are as they were.
    const after = await catalogOf(admin.client);
    expect(after.version).toBe(before.version);
    expect(after.options.find((o) => o.id === 'grip-forest-tour')?.nextPrice).toBeNull();

    const past = await admin.client.post('/api/admin/catalog/options/grip-forest-tour/prices/preview', {
      priceSatang: 100,
      effectiveAt: '2020-01-01T00:00:00.000Z',
    });
    expect(past).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', details: { effectiveAt: [expect.any(String)] } },
    });
    const unknown = await admin.client.post('/api/admin/catalog/options/grip-none-such/prices/preview', {
      priceSatang: 1,
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'catalog_item_not_found' } });
  });

  it('a withdrawn option leaves the lists, cannot be configured (422) and stops checkout; offered again it is back', async () => {
    const shopper = t.client();
    const crimson = await shopper.post<ConfigurePutterResult>('/api/configure-putter', {
      modelId: 'melody-c',
      gripId: 'grip-crimson-pistol',
    });
    expect(crimson.status).toBe(200);
    expect((await shopper.post('/api/cart/add', { configurationId: crimson.body.configurationId })).status).toBe(201);
    const grips = async () =>
      (await t.client().get<CustomizationOptionView[]>('/api/customizations/grip')).body.map((o) => o.id);
    expect(await grips()).toContain('grip-crimson-pistol');

    const withdrawn = await staff.client.put<AdminCatalogView>(
      '/api/admin/catalog/options/grip-crimson-pistol/availability',
      { available: false },
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.options.find((o) => o.id === 'grip-crimson-pistol')?.available).toBe(false);
    expect(await grips()).not.toContain('grip-crimson-pistol');

    const refused = await t
      .client()
      .post<ApiErrorBody>('/api/configure-putter', { modelId: 'melody-c', gripId: 'grip-crimson-pistol' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'A model or option you chose is no longer available. Please choose another.',
      status: 422,
      code: 'catalog_item_unavailable',
      details: { gripId: ['Crimson Red Pistol is not available at the moment'] },
    });

    const checkout = await shopper.post<ApiErrorBody>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(checkout.status).toBe(422);
    expect(checkout.body).toMatchObject({
      code: 'cart_item_unavailable',
      details: { cart: [expect.stringContaining('Crimson Red Pistol is no longer available')] },
    });

    await staff.client.put('/api/admin/catalog/options/grip-crimson-pistol/availability', { available: true });
    expect(await grips()).toContain('grip-crimson-pistol');
    const again = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: testCustomerDetails() });
    expect(again.status).toBe(200);
  });

  it('a withdrawn model leaves the model list and is refused', async () => {
    await admin.client.put('/api/admin/catalog/models/melody-d/availability', { available: false });
    const models = (await t.client().get<PutterModelView[]>('/api/putter-models')).body.map((m) => m.id);
    expect(models).toEqual(['melody-c']);
    const refused = await t.client().post<ApiErrorBody>('/api/configure-putter', { modelId: 'melody-d' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('catalog_item_unavailable');
    await admin.client.put('/api/admin/catalog/models/melody-d/availability', { available: true });
  });
});
