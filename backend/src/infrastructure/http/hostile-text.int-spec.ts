import {
  type ApiErrorBody,
  type InitOrderResult,
  type OrderView,
  UNSAFE_TEXT_MESSAGE,
  validationMessages as m,
} from '@sound-putter/contracts';
import { testAddress, testCustomerDetails } from '../../../test/support/customer-details';
import { createTestApp, type TestApp, type TestClient } from '../../../test/support/test-app';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

const address = testAddress;
const details = testCustomerDetails;

describe('text the API refuses: NUL, lone surrogates, blank fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const eventCount = async () => Number((await t.db.pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
  const fillCart = async (shopper: TestClient) => {
    const { configurationId } = (
      await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId: 'melody-c' })
    ).body;
    expect((await shopper.post('/api/cart/add', { configurationId })).status).toBe(201);
  };
  const expect422 = (res: { status: number; body: unknown }, fields: Record<string, string[]>) => {
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: expect.any(String), status: 422, code: 'validation_failed', details: fields });
  };

  it('answers 422 naming each field that holds a NUL or a lone surrogate, and stores nothing', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const before = await eventCount();

    expect422(
      await shopper.post('/api/orders/init', {
        customerDetails: details({
          name: `Som${NUL}chai`,
          shippingAddress: { ...address, city: `Bang${LONE_HIGH}kok`, postalCode: `${LONE_LOW}10500` },
        }),
      }),
      {
        'customerDetails.name': [UNSAFE_TEXT_MESSAGE],
        'customerDetails.shippingAddress.city': [UNSAFE_TEXT_MESSAGE],
        'customerDetails.shippingAddress.postalCode': [UNSAFE_TEXT_MESSAGE],
      },
    );
    expect422(await shopper.post('/api/auth/login', { email: `a${NUL}@example.com`, password: 'x' }), {
      email: [UNSAFE_TEXT_MESSAGE],
    });
    expect422(
      await shopper.post('/api/configure-putter', {
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content: `Ace${NUL}` }],
      }),
      { 'logoConfigurations.0.content': [UNSAFE_TEXT_MESSAGE] },
    );
    expect422(
      await shopper.patch('/api/orders/00000000-0000-4000-8000-000000000001/payment', {
        paymentId: `pi_${LONE_HIGH}`,
      }),
      { paymentId: [UNSAFE_TEXT_MESSAGE] },
    );
    expect422(
      await shopper.post('/api/payments/test-gateway/confirm', {
        clientSecret: `pi_1_secret_${NUL}`,
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      }),
      { clientSecret: [UNSAFE_TEXT_MESSAGE] },
    );
    expect(await eventCount()).toBe(before);

    // Positive control: the same order without the bad characters is placed, and its events are stored.
    const placed = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails: details() });
    expect(placed.status).toBe(200);
    expect(await eventCount()).toBeGreaterThan(before);
  });

  it('answers 400 to a NUL or a lone surrogate in a path', async () => {
    for (const url of ['/api/orders/a%00b', '/api/orders/%ED%A0%BD']) {
      const res = await t.client().get<ApiErrorBody>(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, code: expect.stringMatching(/^(bad_request|malformed_url)$/) });
    }
    const nul = await t.client().get<ApiErrorBody>('/api/orders/a%00b');
    expect(nul.body).toEqual({
      message: expect.any(String),
      status: 400,
      code: 'bad_request',
      details: { id: [UNSAFE_TEXT_MESSAGE] },
    });
    // Positive control: a clean id gets past the check to the order's own answer (no such order).
    const clean = await t.client().get<ApiErrorBody>('/api/orders/00000000-0000-4000-8000-000000000000');
    expect(clean).toMatchObject({ status: 404, body: { code: 'order_not_found' } });
  });

  it('trims names, phone and every address field, and refuses the blank ones with the section-5 messages', async () => {
    const shopper = t.client();
    await fillCart(shopper);
    const before = await eventCount();
    const blank = '   ';
    const zeroWidth = '\u200B\u200B';
    expect422(
      await shopper.post('/api/orders/init', {
        customerDetails: details({
          name: blank,
          phone: blank,
          phoneCountryCode: zeroWidth,
          billingAddressSameAsShipping: false,
          shippingAddress: { streetAddress: blank, city: blank, state: blank, postalCode: blank, country: blank },
          billingAddress: { ...address, city: zeroWidth, country: '\t' },
        }),
      }),
      {
        'customerDetails.name': [m.nameRequired],
        'customerDetails.phone': [m.phoneRequired],
        'customerDetails.phoneCountryCode': [m.phoneCountryCodeRequired],
        'customerDetails.shippingAddress.streetAddress': [m.streetAddressRequired],
        'customerDetails.shippingAddress.city': [m.cityRequired],
        'customerDetails.shippingAddress.state': [m.stateRequired],
        'customerDetails.shippingAddress.postalCode': [m.postalCodeRequired],
        'customerDetails.shippingAddress.country': [m.countryRequired],
        'customerDetails.billingAddress.city': [m.cityRequired],
        'customerDetails.billingAddress.country': [m.countryRequired],
      },
    );
    expect(await eventCount()).toBe(before);

    const padded = await shopper.post<InitOrderResult>('/api/orders/init', {
      customerDetails: details({
        name: '  Somchai Jaidee\u200B ',
        phone: ' 812345678 ',
        phoneCountryCode: ' +66',
        shippingAddress: { ...address, city: ' Bangkok ', country: 'Thailand\u00A0' },
      }),
    });
    expect(padded.status).toBe(200);
    const order = await shopper.get<OrderView>(`/api/orders/${padded.body.orderId}`);
    expect(order.body).toMatchObject({
      customerName: 'Somchai Jaidee',
      customerPhone: '812345678',
      customerPhoneCountryCode: '+66',
    });
    expect(order.body.shippingAddress).toMatchObject({ city: 'Bangkok', country: 'Thailand' });
  });

  it('refuses logo text of invisible characters only, and counts its limit in characters a person sees', async () => {
    const shopper = t.client();
    const logo = (content: string) =>
      shopper.post('/api/configure-putter', {
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content }],
      });
    expect422(await logo('\u200B\u200C\u200D\u2060'), {
      'logoConfigurations.0.content': ['Enter the text to engrave'],
    });
    expect422(await logo('⛳'.repeat(21)), { 'logoConfigurations.0.content': ['Text can be at most 20 characters'] });
    expect((await logo('🏌️‍♂️'.repeat(20))).status).toBe(200);
  });
});
