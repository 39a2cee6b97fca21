import type { INestApplicationContext } from '@nestjs/common';
import type { InitOrderResult } from '@sound-putter/contracts';
import { testCustomerDetails } from '../../../test/support/customer-details';
import { addLine, eventually, payByCard, startWorker, statusBody } from '../../../test/support/paid-orders';
import { signInAs } from '../../../test/support/sign-in';
import { createTestApp, newSessionId, type TestApp, type TestClient } from '../../../test/support/test-app';
import type { OrderMailLine } from '../../mail';

const KIOSK_TOKEN = 'kiosk-device-token-for-order-mails-0123';
// The promise shortened to seconds so the at-risk and missed apologies come within the test.
const env = { KIOSK_TOKEN, CRAFTING_DEADLINE_SECONDS: '3', CRAFTING_AT_RISK_SECONDS: '2' };
const WAIT_MS = 30_000;

interface OutboxRow {
  idempotency_key: string;
  kind: string;
  recipient: string;
  language: string;
  data: { lines?: OrderMailLine[]; paymentMethod?: string; totalSatang?: number; newEstimate?: string };
}

describe('order mails consumer (events → outbox rows, worker in process)', () => {
  let t: TestApp;
  let staff: TestClient;
  let worker: INestApplicationContext | null = null;

  const rowsOf = async (orderId: string) =>
    (
      await t.db.pool.query<OutboxRow>(
        'SELECT idempotency_key, kind, recipient, language, data FROM mail_outbox WHERE order_id = $1 ORDER BY created_at, kind',
        [orderId],
      )
    ).rows;
  const kindsOf = async (orderId: string) => (await rowsOf(orderId)).map((r) => r.kind).sort();
  const rowsBut = async (orderId: string | null) =>
    Number(
      (await t.db.pool.query('SELECT count(*) FROM mail_outbox WHERE order_id IS DISTINCT FROM $1', [orderId])).rows[0]
        .count,
    );
  const checkpoint = async () =>
    (
      await t.db.pool.query<{ p: string }>(
        `SELECT global_position::text AS p FROM subscription_checkpoints WHERE name = 'order-mails'`,
      )
    ).rows[0]?.p ?? null;
  const lastPosition = async () =>
    (await t.db.pool.query<{ p: string }>('SELECT max(global_position)::text AS p FROM events')).rows[0].p;

  const paidOrder = async (body: Record<string, unknown>, shopper = t.client(newSessionId())) => {
    await addLine(shopper, 'melody-d');
    const init = await shopper.post<InitOrderResult>('/api/orders/init', body);
    expect(init.status).toBe(200);
    await payByCard(shopper, init.body.clientSecret);
    return init.body.orderId;
  };

  beforeAll(async () => {
    t = await createTestApp(env);
    staff = (await signInAs(t, 'staff')).client;
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it("mails the receipt in the shopper's language, with the options by name and the totals", async () => {
    const orderId = await paidOrder({ customerDetails: testCustomerDetails(), language: 'en' });
    const receipt = await eventually(async () => {
      const rows = await rowsOf(orderId);
      expect(rows.map((r) => r.kind)).toContain('order-receipt');
      return rows.find((r) => r.kind === 'order-receipt') as OutboxRow;
    }, WAIT_MS);
    expect(receipt.idempotency_key).toBe(`order:${orderId}:receipt`);
    expect(receipt.recipient).toBe(testCustomerDetails().email);
    expect(receipt.language).toBe('en');
    expect(receipt.data.paymentMethod).toBe('card');
    const [line] = receipt.data.lines ?? [];
    expect(line.modelName).toContain('Melody D');
    // Every choice by its catalog name, the model's base price first.
    expect(line.options[0]).toMatchObject({ choice: 'model', name: expect.stringContaining('Melody D') });
    expect(line.options.map((o) => o.choice)).toEqual(expect.arrayContaining(['grip', 'shaft', 'faceMill']));
    expect(line.options.every((o) => o.name.length > 0 && Number.isInteger(o.priceSatang))).toBe(true);
    // The cart's drawing of the line's configuration, which the API serves as a PNG without a session.
    expect(line.picturePath).toBe(`/api/putter-configurations/${line.configurationId}/picture.png`);
    const picture = await t.client().raw({ method: 'GET', url: line.picturePath ?? '' });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(String(picture.body).slice(1, 4)).toBe('PNG');
    expect(receipt.data.totalSatang).toBe(line.unitPriceSatang * line.quantity);
  }, 60_000);

  it('mails each milestone once: crafting, the at-risk and missed apologies, shipped, delivered', async () => {
    const orderId = await paidOrder({ customerDetails: testCustomerDetails() });
    await staff.patch(`/api/orders/${orderId}/status`, { status: 'crafting' });
    // The 3-second promise runs out while the putter is in the workshop.
    await eventually(
      async () =>
        expect(await kindsOf(orderId)).toEqual(expect.arrayContaining(['order-at-risk', 'order-deadline-missed'])),
      WAIT_MS,
    );
    for (const status of ['shipped', 'delivered'])
      expect((await staff.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(200);
    await eventually(async () => expect(await kindsOf(orderId)).toContain('order-delivered'), WAIT_MS);
    const rows = await rowsOf(orderId);
    expect(rows.map((r) => r.kind).sort()).toEqual(
      [
        'order-at-risk',
        'order-crafting-started',
        'order-deadline-missed',
        'order-delivered',
        'order-receipt',
        'order-shipped',
      ].sort(),
    );
    // No language sent: Thai.
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['th']));
    expect(rows.find((r) => r.kind === 'order-at-risk')?.data.newEstimate).toEqual(expect.any(String));
  }, 90_000);

  it('mails a walk-in who gave an e-mail (in the language on screen), and nobody for one who gave none', async () => {
    const kiosk = () => t.client(newSessionId(), { 'x-kiosk-token': KIOSK_TOKEN });
    const walkIn = async (email: string | undefined) => {
      const client = kiosk();
      await addLine(client, 'melody-c');
      const customerDetails = {
        name: 'Nok Walk-in',
        phone: '891234567',
        phoneCountryCode: '+66',
        ...(email ? { email } : {}),
      };
      const init = await client.post<InitOrderResult>('/api/orders/init', { customerDetails, language: 'en' });
      expect(init.status).toBe(200);
      expect((await staff.post(`/api/orders/${init.body.orderId}/in-store-payment`)).status).toBe(200);
      return init.body.orderId;
    };
    const silent = await walkIn(undefined);
    const mailed = await walkIn('nok@example.com');
    // The later order's receipt is in, so the earlier one's would be too (the consumer reads the log in order).
    const [receipt] = await eventually(async () => {
      const rows = await rowsOf(mailed);
      expect(rows).toHaveLength(1);
      return rows;
    }, WAIT_MS);
    expect(receipt).toMatchObject({ kind: 'order-receipt', recipient: 'nok@example.com', language: 'en' });
    expect(receipt.data.paymentMethod).toBe('in_store');
    expect(await rowsOf(silent)).toEqual([]);
  }, 60_000);

  it('refuses a language it does not write in', async () => {
    const shopper = t.client(newSessionId());
    await addLine(shopper);
    const init = await shopper.post<{ status: number; code: string; details: Record<string, string[]> }>(
      '/api/orders/init',
      { customerDetails: testCustomerDetails(), language: 'fr' },
    );
    expect(init.status).toBe(422);
    expect(init.body.details.language).toEqual(['Language must be en or th']);
  });

  it('sends nothing again when the log is replayed from the start', async () => {
    // The earlier orders' 3-second deadlines pass on their own: wait until every mailed order's last mail is in.
    await eventually(async () => {
      const { rows } = await t.db.pool.query<{ open: string | number }>(
        `SELECT count(*) AS open FROM mail_outbox r WHERE r.kind = 'order-receipt' AND NOT EXISTS
           (SELECT 1 FROM mail_outbox m WHERE m.order_id = r.order_id AND m.kind = 'order-deadline-missed')`,
      );
      expect(Number(rows[0].open)).toBe(0);
    }, WAIT_MS);
    const before = await rowsBut(null);
    expect(before).toBeGreaterThan(0);
    await worker?.close();
    await t.db.pool.query(`DELETE FROM subscription_checkpoints WHERE name = 'order-mails'`);
    worker = await startWorker(t, env);
    // A new order after the reset: its receipt shows the replaying consumer is at work (positive control).
    const orderId = await paidOrder({ customerDetails: testCustomerDetails(), language: 'th' });
    await eventually(async () => expect(await kindsOf(orderId)).toContain('order-receipt'), WAIT_MS);
    const end = await lastPosition();
    await eventually(
      async () => expect(BigInt((await checkpoint()) ?? '0')).toBeGreaterThanOrEqual(BigInt(end)),
      WAIT_MS,
    );
    // The whole log was read again; nothing was added for the orders mailed before.
    expect(await rowsBut(orderId)).toBe(before);
  }, 90_000);
});
