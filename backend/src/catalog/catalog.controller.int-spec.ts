import { customizationCategories, type CustomizationOptionView, type PutterModelView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CatalogService } from './catalog.service';

describe('catalog API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists both sound-signature models with prices as two-decimal strings from 10,500', async () => {
    const res = await t.client().get<PutterModelView[]>('/api/putter-models');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.id)).toEqual(['melody-c', 'melody-d']);
    for (const model of res.body) {
      expect(model.basePrice).toMatch(/^\d+\.\d{2}$/);
      expect(Number(model.basePrice)).toBeGreaterThanOrEqual(10500);
      expect(model.features.length).toBeGreaterThan(0);
    }
    expect(res.body.map((m) => m.soundType)).toEqual(['Deep and Resonant', 'Bright and Dynamic']);
  });

  it.each(customizationCategories)('serves the %s options with numeric-string prices', async (category) => {
    const res = await t.client().get<CustomizationOptionView[]>(`/api/customizations/${category}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const option of res.body) {
      expect(option.category).toBe(category);
      expect(option.price).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('has every default the spec names, each free, and shaft colours always free', async () => {
    const defaults: Record<string, string> = {
      grip: 'grip-standard-black',
      shaft: 'shaft-standard',
      shaft_color: 'shaft-color-silver',
      length: 'length-35',
      logo: 'logo-none',
      face_mill_option: 'face-mill-standard',
      gift_box: 'gift-box-none',
    };
    for (const [category, id] of Object.entries(defaults)) {
      const res = await t.client().get<CustomizationOptionView[]>(`/api/customizations/${category}`);
      expect(res.body.find((o) => o.id === id)?.price).toBe('0.00');
    }
    const colours = await t.client().get<CustomizationOptionView[]>('/api/customizations/shaft_color');
    expect(colours.body.every((o) => o.price === '0.00')).toBe(true);
    const lengths = await t.client().get<CustomizationOptionView[]>('/api/customizations/length');
    expect(lengths.body.map((o) => o.id)).toEqual(['length-32', 'length-33', 'length-34', 'length-35']);
    const logos = await t.client().get<CustomizationOptionView[]>('/api/customizations/logo');
    expect(logos.body.map((o) => o.id)).toEqual(['logo-none', 'logo-single', 'logo-double']);
  });

  it('carries every name and description in Thai beside English (issue 34)', async () => {
    const models = await t.client().get<PutterModelView[]>('/api/putter-models');
    for (const m of models.body) {
      expect(m.nameTh).toMatch(/[\u0E01-\u0E5B]/);
      expect(m.soundTypeTh).toMatch(/[\u0E01-\u0E5B]/);
      expect(m.descriptionTh).toMatch(/[\u0E01-\u0E5B]/);
      expect(m.featuresTh).toHaveLength(m.features.length);
    }
    const grips = await t.client().get<CustomizationOptionView[]>('/api/customizations/grip');
    const leather = grips.body.find((o) => o.id === 'grip-brown-leather');
    expect(leather).toMatchObject({ name: 'Brown Leather Wrap', nameTh: 'กริปหนังพันมือสีน้ำตาล' });
    expect(leather?.descriptionTh).toMatch(/[\u0E01-\u0E5B]/);
    const lengths = await t.client().get<CustomizationOptionView[]>('/api/customizations/length');
    expect(lengths.body.find((o) => o.id === 'length-34')?.nameTh).toBe('34 นิ้ว');
  });

  it('answers an unknown category with 404 and the error body', async () => {
    const res = await t.client().get('/api/customizations/handlebars');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'Unknown customization category: handlebars',
      status: 404,
      code: 'unknown_category',
      details: {},
    });
  });

  it('rejects a missing or ill-formed x-session-id with 400', async () => {
    for (const headers of [
      { 'x-session-id': '' },
      { 'x-session-id': 'sess_TOO-LONG-and-bad' },
      { 'x-session-id': 'abc' },
    ]) {
      const res = await t.client('sess_placehold').get('/api/putter-models', headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: 'invalid_session_id' });
    }
  });

  it('seeds the catalog stream once: booting again appends nothing', async () => {
    const count = async () =>
      (await t.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'catalog-shop'`)).rows[0].n;
    const before = await count();
    expect(before).toBeGreaterThan(20);
    await t.app.get(CatalogService).onApplicationBootstrap();
    expect(await count()).toBe(before);
    const res = await t.client().get<CustomizationOptionView[]>('/api/customizations/grip');
    expect(res.body).toHaveLength(6);
  });
});
