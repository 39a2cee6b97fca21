import type { ParsedMail } from 'mailparser';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/support/smtp-catcher';
import { createTestDatabase, type TestDatabase, testRedisUrl } from '../../test/support/test-database';
import { findFreePort, waitFor } from '../../test/support/local-services';
import { loadConfig } from '../infrastructure/config/app-config';
import { mailAttempts } from '../infrastructure/metrics/metrics';
import { messageIdOf } from './delivery-policy';
import { MailOutbox, type OutgoingMail } from './mail-outbox';
import { MailRenderer } from './mail-renderer';
import { type MailAttachments, type MailAttachmentsOutcome, noMailAttachments } from './mail-attachments';
import { MailSender } from './mail-sender';

const FROM = 'Sound Putter <shop@putter.example>';

const mail = (key: string, language: 'en' | 'th' = 'en'): OutgoingMail => ({
  key,
  kind: 'mail-check',
  to: 'somchai@example.com',
  language,
  data: { requestedBy: 'staff@example.com' },
});

describe('MailSender', () => {
  let db: TestDatabase;
  let outbox: MailOutbox;
  const senders: MailSender[] = [];
  const catchers: SmtpCatcher[] = [];

  const senderFor = (
    smtpUrl: string,
    env: Record<string, string> = {},
    attachments: MailAttachments = noMailAttachments,
  ) => {
    const config = loadConfig({
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      SMTP_URL: smtpUrl,
      MAIL_FROM: FROM,
      SHOP_URL: 'https://putter.example',
      MAIL_RETRY_BASE_MS: '10',
      MAIL_RETRY_MAX_MS: '40',
      MAIL_SMTP_TIMEOUT_MS: '2000',
      MAIL_POLL_MS: '20',
      ...env,
    });
    const sender = new MailSender(db.pool, config, new MailRenderer(config), attachments);
    senders.push(sender);
    return sender;
  };
  const catcher = async (options: Parameters<typeof startSmtpCatcher>[0] = {}) => {
    const started = await startSmtpCatcher(options);
    catchers.push(started);
    return started;
  };
  const rowOf = async (key: string) =>
    (await db.pool.query('SELECT * FROM mail_outbox WHERE idempotency_key = $1', [key])).rows[0];
  const attemptsOf = async (key: string) =>
    (
      await db.pool.query(
        `SELECT a.outcome, a.error FROM mail_attempts a JOIN mail_outbox m ON m.id = a.mail_id
         WHERE m.idempotency_key = $1 ORDER BY a.id`,
        [key],
      )
    ).rows;
  /** Runs the sender until `key` has an outcome other than a retry, returning each outcome on the way. */
  const sendUntilSettled = async (sender: MailSender, key: string) => {
    const outcomes: string[] = [];
    await waitFor(
      `${key} to be sent or dead`,
      async () => {
        outcomes.push(await sender.sendNext());
        return ['sent', 'dead'].includes((await rowOf(key)).status);
      },
      { timeoutMs: 20_000, intervalMs: 5 },
    );
    return outcomes.filter((o) => o !== 'none');
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    outbox = new MailOutbox(db.pool);
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    await Promise.all(catchers.splice(0).map((c) => c.close()));
    await db.pool.query('DELETE FROM mail_outbox');
  });
  afterAll(() => db.drop());

  it('sends a due mail once as HTML and text, with the Message-ID of its key, and logs the outcome', async () => {
    const smtp = await catcher();
    const sender = senderFor(smtp.url);
    await outbox.enqueue([mail('check:1', 'th')]);
    expect(await sender.sendNext()).toBe('sent');
    expect(await sender.sendNext()).toBe('none');
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got.messageId).toBe(messageIdOf('check:1', FROM));
    expect(got.subject).toBe('อีเมลทดสอบจาก Sound Putter');
    expect(got.from?.value).toEqual([{ name: 'Sound Putter', address: 'shop@putter.example' }]);
    expect(got.to).toMatchObject({ text: 'somchai@example.com' });
    expect(got.html).toContain('นี่คืออีเมลทดสอบ');
    expect(got.html).toContain('href="https://putter.example"');
    expect(got.text).toContain('นี่คืออีเมลทดสอบ');
    expect(await rowOf('check:1')).toMatchObject({
      status: 'sent',
      attempts: 1,
      message_id: messageIdOf('check:1', FROM),
      last_error: null,
    });
    expect((await rowOf('check:1')).sent_at).toBeInstanceOf(Date);
    expect(await attemptsOf('check:1')).toEqual([{ outcome: 'sent', error: null }]);
  });

  it('sends a newsletter mail with the one-click unsubscribe headers (RFC 8058); a transactional mail without', async () => {
    const smtp = await catcher();
    const sender = senderFor(smtp.url);
    const oneClick = 'https://putter.example/api/newsletter/unsubscribe/one-click?token=abc';
    await outbox.enqueue([
      mail('check:headers', 'en'),
      {
        key: 'newsletter:headers',
        kind: 'newsletter-welcome',
        to: 'somchai@example.com',
        language: 'en',
        data: { unsubscribeToken: 'abc', unsubscribeUrl: 'https://putter.example/u#abc', listUnsubscribeUrl: oneClick },
      },
    ]);
    expect(await sender.sendNext()).toBe('sent');
    expect(await sender.sendNext()).toBe('sent');
    const headerLine = (m: ParsedMail, key: string) =>
      m.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    const bySubject = (marketing: boolean) =>
      smtp.received.find((m) => (headerLine(m, 'list-unsubscribe') !== undefined) === marketing);
    // Both arrived: the transactional one without the headers, the newsletter with them.
    expect(smtp.received).toHaveLength(2);
    expect(bySubject(false)?.messageId).toBe(messageIdOf('check:headers', FROM));
    const newsletter = bySubject(true);
    expect(newsletter?.messageId).toBe(messageIdOf('newsletter:headers', FROM));
    expect(headerLine(newsletter!, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClick}>`);
    expect(headerLine(newsletter!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('retries with backoff while the SMTP server is down, and delivers once when it is back', async () => {
    const port = await findFreePort();
    const sender = senderFor(`smtp://127.0.0.1:${port}`);
    await outbox.enqueue([mail('outage:1')]);
    expect(await sender.sendNext()).toBe('failed');
    const failed = await rowOf('outage:1');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });
    expect(failed.next_attempt_at.getTime()).toBeGreaterThan(failed.created_at.getTime());
    // Retried once its backoff has passed, still refused while the server is down.
    await waitFor('the second failed attempt', async () => (await sender.sendNext()) === 'failed', {
      timeoutMs: 10_000,
      intervalMs: 5,
    });
    const smtp = await catcher({ port });
    expect(await sendUntilSettled(sender, 'outage:1')).toEqual(['sent']);
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf('outage:1', FROM)]);
    expect(await rowOf('outage:1')).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect((await attemptsOf('outage:1')).map((a) => a.outcome)).toEqual(['failed', 'failed', 'sent']);
  });

  it('makes a mail dead after MAIL_MAX_ATTEMPTS failures, and at once when the server refuses it for good', async () => {
    const port = await findFreePort();
    const sender = senderFor(`smtp://127.0.0.1:${port}`, { MAIL_MAX_ATTEMPTS: '3' });
    await outbox.enqueue([mail('down:1')]);
    expect(await sendUntilSettled(sender, 'down:1')).toEqual(['failed', 'failed', 'dead']);
    expect(await rowOf('down:1')).toMatchObject({ status: 'dead', attempts: 3 });

    const refusing = await catcher({
      hooks: {
        onRcptTo: () => {
          throw Object.assign(new Error('No such user here'), { responseCode: 550 });
        },
      },
    });
    const refused = senderFor(refusing.url);
    await outbox.enqueue([mail('refused:1')]);
    expect(await refused.sendNext()).toBe('dead');
    expect(await rowOf('refused:1')).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: expect.stringContaining('550'),
    });
    expect(refusing.received).toHaveLength(0);
  });

  it('makes a mail it cannot render dead, and goes on with the next', async () => {
    const smtp = await catcher();
    const sender = senderFor(smtp.url);
    await db.pool.query(
      `INSERT INTO mail_outbox (idempotency_key, kind, recipient, language, next_attempt_at)
       VALUES ('bogus:1', 'no-such-kind', 'a@example.com', 'en', now() - interval '1 minute')`,
    );
    await outbox.enqueue([mail('after-bogus:1')]);
    expect(await sender.sendNext()).toBe('dead');
    expect(await rowOf('bogus:1')).toMatchObject({
      status: 'dead',
      last_error: expect.stringContaining('no template for the mail kind no-such-kind'),
    });
    expect(await sender.sendNext()).toBe('sent');
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf('after-bogus:1', FROM)]);
  });

  it('waits for an attachment not made yet, sends it once made, and at the last attempt goes without, logged', async () => {
    const smtp = await catcher();
    const pdf = Buffer.from('%PDF-1.7 the receipt');
    let files: MailAttachmentsOutcome = { ready: false, waitingFor: 'the tax invoice of order 42' };
    const asked: string[] = [];
    const port: MailAttachments = {
      forMail: async (kind) => {
        asked.push(kind);
        return files;
      },
    };
    const sender = senderFor(smtp.url, { MAIL_MAX_ATTEMPTS: '3' }, port);
    const counted = async () =>
      Object.fromEntries((await mailAttempts.get()).values.map((v) => [String(v.labels.outcome), v.value]));
    const before = await counted();
    await outbox.enqueue([mail('attach:1')]);
    // Not sent without it on the first try: the attempt fails and the retry policy brings it back.
    expect(await sender.sendNext()).toBe('failed');
    // Counted as waiting, not as an SMTP failure (RUNBOOK: `failed` rising means an outage).
    const after = await counted();
    expect([(after.waiting ?? 0) - (before.waiting ?? 0), (after.failed ?? 0) - (before.failed ?? 0)]).toEqual([1, 0]);
    expect(asked).toEqual(['mail-check']);
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf('attach:1')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'waiting for the tax invoice of order 42',
    });
    files = {
      ready: true,
      attachments: [{ filename: 'ABB2026-000042.pdf', contentType: 'application/pdf', content: pdf }],
    };
    expect(await sendUntilSettled(sender, 'attach:1')).toEqual(['sent']);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].attachments.map((a) => [a.filename, a.contentType, a.content.equals(pdf)])).toEqual([
      ['ABB2026-000042.pdf', 'application/pdf', true],
    ]);
    expect((await attemptsOf('attach:1')).map((a) => a.outcome)).toEqual(['failed', 'sent']);

    // Never made: retried until the budget's last attempt, which sends the mail without it rather than never.
    files = { ready: false, waitingFor: 'the tax invoice of order 43' };
    await outbox.enqueue([mail('attach:2')]);
    expect(await sendUntilSettled(sender, 'attach:2')).toEqual(['failed', 'failed', 'sent']);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1].messageId).toBe(messageIdOf('attach:2', FROM));
    expect(smtp.received[1].attachments).toEqual([]);
    expect(await attemptsOf('attach:2')).toEqual([
      { outcome: 'failed', error: 'waiting for the tax invoice of order 43' },
      { outcome: 'failed', error: 'waiting for the tax invoice of order 43' },
      { outcome: 'sent', error: null },
    ]);
  });

  it('sends each mail once when two workers drain the outbox at the same time', async () => {
    const smtp = await catcher();
    const keys = Array.from({ length: 30 }, (_, i) => `replica:${i}`);
    await outbox.enqueue(keys.map((k) => mail(k)));
    const a = senderFor(smtp.url, { MAIL_SEND_CONCURRENCY: '3' });
    const b = senderFor(smtp.url, { MAIL_SEND_CONCURRENCY: '3' });
    a.start();
    b.start();
    await waitFor('30 mails to arrive', async () => smtp.received.length >= 30, { timeoutMs: 30_000 });
    // Positive control done; a late duplicate would be committed as another attempt row, so count those too.
    await Promise.all([a.stop(), b.stop()]);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(30);
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM mail_attempts`);
    expect(rows[0].n).toBe(30);
  });

  it('sends nothing again when the same keys are enqueued again (a replayed log, a rebuilt read model)', async () => {
    const smtp = await catcher();
    const sender = senderFor(smtp.url);
    const batch = ['replay:1', 'replay:2'].map((k) => mail(k));
    await outbox.enqueue(batch);
    expect([await sender.sendNext(), await sender.sendNext()]).toEqual(['sent', 'sent']);
    await outbox.enqueue(batch);
    await outbox.enqueue([...batch, mail('replay:3')]);
    // replay:3 is the positive control: new keys are still sent.
    expect([await sender.sendNext(), await sender.sendNext()]).toEqual(['sent', 'none']);
    expect(smtp.received.map((m) => m.messageId)).toEqual(
      ['replay:1', 'replay:2', 'replay:3'].map((k) => messageIdOf(k, FROM)),
    );
  });

  it('is woken by a new mail instead of waiting for its next poll', async () => {
    const smtp = await catcher();
    const sender = senderFor(smtp.url, { MAIL_POLL_MS: '600000' });
    sender.start();
    // The first loop pass finds nothing and idles for ten minutes unless the NOTIFY wakes it.
    await waitFor(
      'the sender to listen',
      async () => {
        const { rows } = await db.pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN mail_outbox'`,
        );
        return rows.length > 0;
      },
      { timeoutMs: 10_000 },
    );
    await outbox.enqueue([mail('wake:1')]);
    await waitFor('the mail to arrive', async () => smtp.received.length === 1, { timeoutMs: 10_000 });
  });
});
