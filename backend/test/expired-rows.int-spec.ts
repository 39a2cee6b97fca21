import { randomUUID } from 'node:crypto';
import { ExpiredAccountTokens, ExpiredSessions } from '../src/identity';
import { ExpiredRowsSweeper } from '../src/infrastructure/database/expired-rows.sweeper';
import { ExpiredReceiptLinks } from '../src/invoicing';
import { ExpiredNewsletterRequests } from '../src/newsletter';
import { ExpiredLookupLinks } from '../src/orders';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** The worker's hourly sweep: each context's rows that are done with go, the rest stay. */
describe('expired rows sweeper', () => {
  let db: TestDatabase;
  let user: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    const { rows } = await db.pool.query<{ id: string }>(
      `INSERT INTO users (email, password_hash) VALUES ('sweep@example.com', 'x') RETURNING id`,
    );
    user = rows[0].id;
  });
  afterAll(() => db.drop());

  const ids = async (sql: string) => (await db.pool.query<{ id: string }>(sql)).rows.map((r) => r.id);

  it('removes sessions, account and lookup links, unconfirmed newsletter requests, receipt links a day past their end', async () => {
    const session = (id: string, expires: string, revoked: string | null) =>
      db.pool.query(
        `INSERT INTO sessions (id, user_id, expires_at, revoked_at)
         VALUES ($1, $2, now() + $3::interval, now() + $4::interval)`,
        [id, user, expires, revoked],
      );
    await session('live', '14 days', null);
    await session('just-expired', '-2 hours', null);
    await session('long-expired', '-3 days', null);
    await session('long-revoked', '10 days', '-2 days');
    await session('just-revoked', '10 days', '-1 hour');

    const token = (email: string, expires: string, used: string | null) =>
      db.pool.query(
        `INSERT INTO account_tokens (id, user_id, purpose, secret_hash, email, expires_at, used_at)
         VALUES ($1, $2, 'reset_password', '\\x00', $3, now() + $4::interval, now() + $5::interval)`,
        [randomUUID(), user, email, expires, used],
      );
    await token('token-live', '1 hour', null);
    await token('token-just-expired', '-2 hours', null);
    await token('token-long-expired', '-2 days', null);
    await token('token-used-long-ago', '-3 days', '-4 days');

    const lookup = (email: string, linkExpires: string, accessExpires: string | null) =>
      db.pool.query(
        `INSERT INTO order_lookup_links (token_hash, email, created_at, link_expires_at, opened_at, access_expires_at)
         VALUES (decode(md5($1), 'hex'), $1, now() - interval '5 days', now() + $2::interval,
                 CASE WHEN $3::interval IS NULL THEN NULL ELSE now() - interval '4 days' END, now() + $3::interval)`,
        [email, linkExpires, accessExpires],
      );
    await lookup('lookup-unopened-live', '2 hours', null);
    await lookup('lookup-unopened-old', '-2 days', null);
    await lookup('lookup-opened-access-live', '-3 days', '5 hours');
    await lookup('lookup-opened-access-old', '-3 days', '-2 days');

    const request = (email: string, status: string, confirmExpires: string, consented: boolean) =>
      db.pool.query(
        `INSERT INTO newsletter_subscriptions
           (email_key, email, language, status, requested_at, confirm_token_hash, confirm_expires_at, consented_at)
         VALUES ($1, $1, 'th', $2, now() - interval '5 days', decode(md5($1), 'hex'), now() + $3::interval,
                 CASE WHEN $4 THEN now() - interval '30 days' END)`,
        [email, status, confirmExpires, consented],
      );
    await request('news-pending-live', 'pending', '5 hours', false);
    await request('news-pending-old', 'pending', '-2 days', false);
    await request('news-subscribed', 'subscribed', '-20 days', true);
    await request('news-asked-again-after-consent', 'pending', '-2 days', true);

    const receipt = (orderId: string, expires: string) =>
      db.pool.query(
        `INSERT INTO receipt_links (token_hash, order_id, created_at, expires_at)
         VALUES (decode(md5($1), 'hex'), $1, now() - interval '5 days', now() + $2::interval)`,
        [orderId, expires],
      );
    await receipt('receipt-live', '20 hours');
    await receipt('receipt-just-expired', '-2 hours');
    await receipt('receipt-long-expired', '-2 days');

    const sweeper = new ExpiredRowsSweeper([
      new ExpiredSessions(db.pool),
      new ExpiredAccountTokens(db.pool),
      new ExpiredLookupLinks(db.pool),
      new ExpiredNewsletterRequests(db.pool),
      new ExpiredReceiptLinks(db.pool),
    ]);
    expect(await sweeper.sweep()).toEqual({
      'ended sign-in sessions': 2,
      'expired account links': 2,
      'expired order lookup links': 2,
      'unconfirmed newsletter requests': 1,
      'expired receipt links': 1,
    });
    expect(await ids('SELECT id FROM sessions ORDER BY id')).toEqual(['just-expired', 'just-revoked', 'live']);
    expect(await ids('SELECT email AS id FROM account_tokens ORDER BY email')).toEqual([
      'token-just-expired',
      'token-live',
    ]);
    expect(await ids('SELECT email AS id FROM order_lookup_links ORDER BY email')).toEqual([
      'lookup-opened-access-live',
      'lookup-unopened-live',
    ]);
    expect(await ids('SELECT email AS id FROM newsletter_subscriptions ORDER BY email')).toEqual([
      'news-asked-again-after-consent',
      'news-pending-live',
      'news-subscribed',
    ]);
    expect(await ids('SELECT order_id AS id FROM receipt_links ORDER BY order_id')).toEqual([
      'receipt-just-expired',
      'receipt-live',
    ]);
    // A second sweep finds nothing left to do.
    expect(Object.values(await sweeper.sweep())).toEqual([0, 0, 0, 0, 0]);
  });
});
