import { withTransaction } from '../infrastructure/database/with-transaction';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { MailOutbox, type OutgoingMail } from './mail-outbox';

const mail = (key: string, to = 'somchai@example.com'): OutgoingMail => ({
  key,
  kind: 'mail-check',
  to,
  language: 'th',
  data: { requestedBy: 'staff@example.com' },
  orderId: '6f1c3c1e-8a55-4a3e-9d1a-0c7a2b3c4d5e',
});

describe('MailOutbox.enqueue', () => {
  let db: TestDatabase;
  let outbox: MailOutbox;
  beforeAll(async () => {
    db = await createTestDatabase();
    outbox = new MailOutbox(db.pool);
  });
  afterAll(() => db.drop());

  const rowsOf = async (key: string) =>
    (await db.pool.query('SELECT * FROM mail_outbox WHERE idempotency_key = $1', [key])).rows;

  it('stores one pending row per key, and the same key again (a retry, a replay) adds nothing', async () => {
    await outbox.enqueue([mail('order:1:receipt')]);
    const [first] = await rowsOf('order:1:receipt');
    expect(first).toMatchObject({
      kind: 'mail-check',
      recipient: 'somchai@example.com',
      language: 'th',
      data: { requestedBy: 'staff@example.com' },
      order_id: '6f1c3c1e-8a55-4a3e-9d1a-0c7a2b3c4d5e',
      user_id: null,
      status: 'pending',
      attempts: 0,
    });
    await outbox.enqueue([mail('order:1:receipt', 'someone-else@example.com'), mail('order:1:shipped')]);
    await outbox.enqueue([mail('order:1:shipped'), mail('order:1:shipped')]);
    expect(await rowsOf('order:1:receipt')).toEqual([first]);
    expect(await rowsOf('order:1:shipped')).toHaveLength(1);
  });

  it('keeps the same keys once when many writers enqueue them at the same time', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `account:${i}:verify`);
    await Promise.all(Array.from({ length: 8 }, () => outbox.enqueue(keys.map((k) => mail(k)))));
    const { rows } = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE idempotency_key LIKE 'account:%:verify'`,
    );
    expect(rows[0].n).toBe(20);
  });

  it("commits with the caller's transaction and rolls back with it", async () => {
    await withTransaction(db.pool, (tx) => outbox.enqueue([mail('tx:committed')], tx));
    await expect(
      withTransaction(db.pool, async (tx) => {
        await outbox.enqueue([mail('tx:rolled-back')], tx);
        throw new Error('the caller fails after enqueueing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await rowsOf('tx:committed')).toHaveLength(1);
    expect(await rowsOf('tx:rolled-back')).toHaveLength(0);
  });

  it('wakes a listening sender when it adds a row, and not for a key already there', async () => {
    const listener = await db.pool.connect();
    const notices: string[] = [];
    listener.on('notification', (n) => notices.push(n.channel));
    await listener.query('LISTEN mail_outbox');
    try {
      await outbox.enqueue([mail('notify:new')]);
      await outbox.enqueue([mail('notify:new')]);
      // A round trip on the listening connection delivers any notification sent before it.
      await listener.query('SELECT 1');
      expect(notices).toEqual(['mail_outbox']);
    } finally {
      await listener.query('UNLISTEN *');
      listener.release();
    }
  });
});
