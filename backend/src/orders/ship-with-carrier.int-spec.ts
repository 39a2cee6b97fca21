import type { OrderHistoryView, OrderView } from '@sound-putter/contracts';
import { testAddress, testCustomerDetails } from '../../test/support/customer-details';
import { EMS_SHIPMENT, orderEvents, payByCard, placeOrder, statusBody } from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const EMS_PAGE = 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH';

/** Shipping with a Thai carrier and number (issue 30 item 1), correcting it, and the checkout's Thai address rules. */
describe('ship with a carrier', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let customer: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp();
    [staff, customer] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'customer')]);
  });
  afterAll(() => t.close());

  /** A paid order of the signed-in customer, moved by staff to crafting. */
  const craftingOrder = async () => {
    const order = await placeOrder(customer.client);
    await payByCard(customer.client, order.clientSecret);
    expect((await staff.client.patch(`/api/orders/${order.orderId}/status`, { status: 'crafting' })).status).toBe(200);
    return order.orderId;
  };
  const ship = (orderId: string, body: object) =>
    staff.client.patch<OrderView>(`/api/orders/${orderId}/status`, { status: 'shipped', ...body });
  const eventTypes = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);

  it('records the carrier and number, and the order, My Orders and the history show them with the tracking link', async () => {
    const orderId = await craftingOrder();
    const shipped = await ship(orderId, { carrier: 'thailand_post_ems', trackingNumber: 'ex 1234 5678 5th' });
    expect(shipped.status).toBe(200);
    const shipment = { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH', trackingUrl: EMS_PAGE };
    expect(shipped.body).toMatchObject({ status: 'shipped', shipment });

    const events = await orderEvents(t, orderId);
    expect(events.at(-1)).toMatchObject({ type: 'OrderShipped', data: { orderId, ...shipment } });
    const own = await customer.client.get<OrderView>(`/api/orders/${orderId}`);
    expect(own.body).toMatchObject({ access: 'full', shipment });
    const mine = await customer.client.get<OrderView[]>('/api/orders/my-orders');
    expect(mine.body.find((o) => o.id === orderId)?.shipment).toEqual(shipment);
    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    expect(history.body.entries.at(-1)).toMatchObject({ type: 'OrderShipped', status: 'shipped', shipment });
    expect(history.body.entries[0].shipment).toBeNull();
    // Anyone else holding the id sees no parcel number.
    expect(Object.keys((await t.client().get(`/api/orders/${orderId}`)).body as object)).not.toContain('shipment');
  });

  it.each([
    ['without a carrier or number', {}, { carrier: [expect.stringContaining('Carrier must be one of')] }],
    ['without a number', { carrier: 'kerry' }, { trackingNumber: ['Tracking number is required'] }],
    [
      'with a wrong check digit',
      { carrier: 'thailand_post_ems', trackingNumber: 'EX123456784TH' },
      {
        trackingNumber: [
          'Thailand Post EMS number EX123456784TH has a wrong check digit; please check it against the label',
        ],
      },
    ],
    ['with an unknown carrier', { carrier: 'dhl', trackingNumber: '1234567890' }, { carrier: [expect.any(String)] }],
    [
      'with another carrier but no tracking page',
      { carrier: 'other', trackingNumber: 'ABC12345' },
      { trackingUrl: ['Tracking page URL is required for another carrier'] },
    ],
  ])('refuses to ship %s: 422 with the field, nothing appended', async (_why, body, details) => {
    const orderId = await craftingOrder();
    const before = await eventTypes(orderId);
    const res = await ship(orderId, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed', message: expect.any(String), details });
    expect(await eventTypes(orderId)).toEqual(before);
    // Positive control: the same order ships once the number is right.
    expect((await ship(orderId, EMS_SHIPMENT)).status).toBe(200);
    expect(await eventTypes(orderId)).toEqual([...before, 'OrderShipped']);
  });

  it('lets staff correct a mistyped number: a new event in the history, the order shows the new link', async () => {
    const orderId = await craftingOrder();
    expect((await ship(orderId, EMS_SHIPMENT)).status).toBe(200);
    const corrected = await staff.client.patch<OrderView>(`/api/orders/${orderId}/shipment`, {
      carrier: 'jt',
      trackingNumber: '8200-1234-5678',
    });
    expect(corrected.status).toBe(200);
    const shipment = {
      carrier: 'jt',
      trackingNumber: '820012345678',
      trackingUrl: 'https://www.jtexpress.co.th/service/track?billcode=820012345678',
    };
    expect(corrected.body).toMatchObject({ status: 'shipped', shipment });
    const history = await staff.client.get<OrderHistoryView>(`/api/orders/${orderId}/history`);
    expect(history.body.entries.slice(-2).map((e) => [e.type, e.status, e.shipment?.trackingNumber])).toEqual([
      ['OrderShipped', 'shipped', 'EX123456785TH'],
      ['TrackingNumberCorrected', null, '820012345678'],
    ]);
    const events = await orderEvents(t, orderId);
    expect(events.at(-1)?.data).toMatchObject({ previousTrackingNumber: 'EX123456785TH' });
    expect((await customer.client.get<OrderView>(`/api/orders/${orderId}`)).body.shipment).toEqual(shipment);

    // The same correction again appends nothing.
    const count = events.length;
    const again = await staff.client.patch(`/api/orders/${orderId}/shipment`, {
      carrier: 'jt',
      trackingNumber: '820012345678',
    });
    expect(again.status).toBe(200);
    expect(await eventTypes(orderId)).toHaveLength(count);
  });

  it('refuses a bad correction (422), a correction before shipping (409) and one by a customer (403), appending nothing', async () => {
    const orderId = await craftingOrder();
    const early = await staff.client.patch(`/api/orders/${orderId}/shipment`, EMS_SHIPMENT);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ status: 409, code: 'invalid_status_transition', details: { from: 'crafting' } });
    expect((await ship(orderId, EMS_SHIPMENT)).status).toBe(200);
    const before = await eventTypes(orderId);

    const bad = await staff.client.patch(`/api/orders/${orderId}/shipment`, { carrier: 'jt', trackingNumber: '8200' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      details: { trackingNumber: ['J&T Express numbers are 12 digits'] },
    });
    const noCarrier = await staff.client.patch(`/api/orders/${orderId}/shipment`, { trackingNumber: '820012345678' });
    expect(noCarrier.status).toBe(422);
    expect(noCarrier.body).toMatchObject({ code: 'validation_failed', details: { carrier: [expect.any(String)] } });
    const byCustomer = await customer.client.patch(`/api/orders/${orderId}/shipment`, {
      carrier: 'jt',
      trackingNumber: '820012345678',
    });
    expect(byCustomer.status).toBe(403);
    expect(await eventTypes(orderId)).toEqual(before);
    // Positive control: staff's same correction is appended.
    const ok = await staff.client.patch(`/api/orders/${orderId}/shipment`, {
      carrier: 'jt',
      trackingNumber: '820012345678',
    });
    expect(ok.status).toBe(200);
    expect(await eventTypes(orderId)).toEqual([...before, 'TrackingNumberCorrected']);
  });

  it('moves other steps without a carrier, as before', async () => {
    const orderId = await craftingOrder();
    expect((await ship(orderId, EMS_SHIPMENT)).status).toBe(200);
    expect((await staff.client.patch(`/api/orders/${orderId}/status`, statusBody('delivered'))).status).toBe(200);
  });
});

describe('checkout: Thai addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const init = async (shippingAddress: object) => {
    const shopper = browser(t);
    const { addLine } = await import('../../test/support/paid-orders');
    await addLine(shopper);
    return shopper.post<{ status: number; code: string; details: Record<string, string[]> }>('/api/orders/init', {
      customerDetails: testCustomerDetails({ shippingAddress }),
    });
  };

  it.each([
    ['a 4-digit code', { postalCode: '1050' }, { postalCode: 'Thai postal codes are 5 digits from 10000 to 96999' }],
    [
      'a code below 10000',
      { postalCode: '09999' },
      { postalCode: 'Thai postal codes are 5 digits from 10000 to 96999' },
    ],
    [
      'a code above 96999',
      { postalCode: '97000' },
      { postalCode: 'Thai postal codes are 5 digits from 10000 to 96999' },
    ],
    ['an unknown province', { state: 'Gotham' }, { state: 'Choose one of the 77 provinces of Thailand' }],
  ])('refuses %s in Thailand with 422 and the field', async (_why, change, messages) => {
    const res = await init({ ...testAddress, ...change });
    expect(res.status).toBe(422);
    const [field, message] = Object.entries(messages)[0]!;
    expect(res.body).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(res.body.details[`customerDetails.shippingAddress.${field}`]).toEqual([message]);
  });

  it('takes a Thai name of a province, and any code and state outside Thailand', async () => {
    expect((await init({ ...testAddress, state: 'เชียงใหม่', postalCode: '50200' })).status).toBe(200);
    expect((await init({ ...testAddress, state: 'Tokyo', postalCode: '100-0001', country: 'Japan' })).status).toBe(200);
  });

  it('keeps the spec message alone for an empty postal code or state in Thailand', async () => {
    const res = await init({ ...testAddress, state: '', postalCode: '' });
    expect(res.status).toBe(422);
    expect(res.body.details['customerDetails.shippingAddress.state']).toEqual(['State/Province is required']);
    expect(res.body.details['customerDetails.shippingAddress.postalCode']).toEqual(['Postal code is required']);
  });
});
