import type { SavedCustomerDetails } from '@sound-putter/contracts';
import { browser, signInAs } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CustomerAddressesService } from './customer-addresses.service';

const details = (over: Partial<SavedCustomerDetails> = {}): SavedCustomerDetails => ({
  name: 'Somchai Jaidee',
  email: 'somchai@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: {
    streetAddress: '99 Sukhumvit Rd',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10110',
    country: 'Thailand',
  },
  billingAddress: {
    streetAddress: '1 Silom Rd',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10500',
    country: 'Thailand',
  },
  ...over,
});

describe('GET /api/customer-addresses/default', () => {
  let t: TestApp;
  let addresses: CustomerAddressesService;
  beforeAll(async () => {
    t = await createTestApp();
    addresses = t.app.get(CustomerAddressesService);
  });
  afterAll(() => t.close());

  it('answers 401 when signed out', async () => {
    const res = await browser(t).get('/api/customer-addresses/default');
    expect(res).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
  });

  it('answers 404 when the user has saved nothing', async () => {
    const shopper = await signInAs(t);
    const res = await shopper.client.get('/api/customer-addresses/default');
    expect(res).toMatchObject({ status: 404, body: { status: 404, code: 'not_found' } });
  });

  it('returns the details saved with saveForFuture, in the spec shape', async () => {
    const shopper = await signInAs(t);
    await addresses.saveDefault(shopper.user.id, details());
    const res = await shopper.client.get('/api/customer-addresses/default');
    expect(res).toEqual(expect.objectContaining({ status: 200, body: details() }));
  });

  it('keeps one default per user: a later save replaces it', async () => {
    const shopper = await signInAs(t);
    await addresses.saveDefault(shopper.user.id, details());
    const moved = details({
      name: 'Somchai J.',
      shippingAddress: { ...details().shippingAddress, streetAddress: '5 Rama IV Rd', postalCode: '10330' },
    });
    await Promise.all([addresses.saveDefault(shopper.user.id, moved), addresses.saveDefault(shopper.user.id, moved)]);
    expect((await shopper.client.get('/api/customer-addresses/default')).body).toEqual(moved);
    const { rows } = await t.db.pool.query(
      'SELECT count(*)::int AS n FROM customer_addresses WHERE user_id = $1 AND is_default',
      [shopper.user.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('keeps only the five address fields and shows each user only their own details', async () => {
    const [a, b] = await Promise.all([signInAs(t), signInAs(t)]);
    const extra = { ...details().shippingAddress, line2: 'ignored' } as SavedCustomerDetails['shippingAddress'];
    await addresses.saveDefault(a.user.id, details({ shippingAddress: extra }));
    expect((await a.client.get('/api/customer-addresses/default')).body).toEqual(details());
    expect((await b.client.get('/api/customer-addresses/default')).status).toBe(404);
  });

  it('lets the database hold only one default row per user', async () => {
    const shopper = await signInAs(t);
    const insert = () =>
      t.db.pool.query(
        `INSERT INTO customer_addresses (user_id, name, email, phone, phone_country_code, shipping_address, billing_address, is_default)
         VALUES ($1, 'n', 'e@example.com', '1', '+66', '{}', '{}', true)`,
        [shopper.user.id],
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
  });
});
