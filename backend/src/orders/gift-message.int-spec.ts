import { type AnyOrderView, clampGraphemes, graphemeLength, type OrderView } from '@sound-putter/contracts';
import { randomUUID } from 'node:crypto';
import { testCustomerDetails } from '../../test/support/customer-details';
import { addLine, orderEvents, placeOrder } from '../../test/support/paid-orders';
import { browser, signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** 200 characters as a person counts them: Thai syllables with their marks and emoji with modifiers count once. */
const twoHundred = 'สุขสันต์วันเกิด 🎂👨‍👩‍👧 '.repeat(40);

/** A gift message at checkout, on real PostgreSQL: kept sealed, shown to its owner and the board, erased with them. */
describe('a gift message with the putter', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let admin: SignedInBrowser;

  beforeAll(async () => {
    t = await createTestApp();
    [staff, admin] = await Promise.all([signInAs(t, 'staff'), signInAs(t, 'admin')]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes 200 characters of Thai and emoji, counted as a person counts them, and refuses 201 with its message', async () => {
    // No space at either end, so the trim the server does takes nothing off.
    const message = clampGraphemes(twoHundred.replaceAll(' ', '-'), 200);
    expect(graphemeLength(message)).toBe(200);
    // More UTF-16 units than characters: a length check in code units would refuse it.
    expect(message.length).toBeGreaterThan(200);

    const shopper = browser(t);
    const tooLong = await (async () => {
      await addLine(shopper);
      return shopper.post('/api/orders/init', {
        customerDetails: testCustomerDetails({ giftMessage: `${message}!` }),
      });
    })();
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({
      code: 'validation_failed',
      details: { 'customerDetails.giftMessage': ['A gift message is at most 200 characters'] },
    });

    const { orderId } = await placeOrder(shopper, testCustomerDetails({ giftMessage: `  ${message}  ` }));
    const own = (await shopper.get<AnyOrderView>(`/api/orders/${orderId}`)).body as OrderView;
    expect(own.giftMessage).toBe(message);
    // Sealed in the log like the name and address: the text is nowhere in the event's plain data.
    const placed = (await orderEvents(t, orderId)).find((e) => e.type === 'OrderPlaced');
    expect(JSON.stringify(placed?.data)).not.toContain('สุขสันต์');
    // A stranger holding the id sees no message.
    const stranger = (await browser(t).get<AnyOrderView>(`/api/orders/${orderId}`)).body;
    expect(stranger).toMatchObject({ access: 'redacted' });
    expect(stranger).not.toHaveProperty('giftMessage');
  });

  it('shows on the board, changes with a new checkout, and is erased with the customer', async () => {
    const email = `gift-${randomUUID().slice(0, 8)}@example.com`;
    const shopper = browser(t);
    const first = await placeOrder(shopper, testCustomerDetails({ email, giftMessage: 'Happy birthday, Dad 🎉' }));
    const staffView = async () => (await staff.client.get<OrderView>(`/api/orders/${first.orderId}`)).body;
    expect((await staffView()).giftMessage).toBe('Happy birthday, Dad 🎉');

    // The same cart checked out again with another message: the unpaid order takes it; without one, it has none.
    const again = await shopper.post<{ orderId: string }>('/api/orders/init', {
      customerDetails: testCustomerDetails({ email, giftMessage: 'ถึงคุณพ่อ ด้วยรัก' }),
    });
    expect(again.body.orderId).toBe(first.orderId);
    expect((await staffView()).giftMessage).toBe('ถึงคุณพ่อ ด้วยรัก');
    await shopper.post('/api/orders/init', { customerDetails: testCustomerDetails({ email }) });
    expect((await staffView()).giftMessage).toBeNull();
    await shopper.post('/api/orders/init', { customerDetails: testCustomerDetails({ email, giftMessage: 'Fore!' }) });
    expect((await staffView()).giftMessage).toBe('Fore!');

    // Positive control above: the message is there until the customer is erased (PDPA), then it is gone.
    const erased = await admin.client.post('/api/admin/customers/erase', { email });
    expect(erased.status).toBe(200);
    expect(await staffView()).toMatchObject({ customerEmail: 'erased', giftMessage: null });
  });
});
