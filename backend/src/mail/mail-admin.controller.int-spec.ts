import { apiPaths, type MailLogEntry } from '@sound-putter/contracts';
import { startSmtpCatcher } from '../../test/support/smtp-catcher';
import { browser, signInAs } from '../../test/support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../../test/support/test-app';
import { testRedisUrl } from '../../test/support/test-database';
import { findFreePort } from '../../test/support/local-services';
import { loadConfig } from '../infrastructure/config/app-config';
import { MailOutbox } from './mail-outbox';
import { MailRenderer } from './mail-renderer';
import { noMailAttachments } from './mail-attachments';
import { MailSender } from './mail-sender';

const ORDER_ID = '6f1c3c1e-8a55-4a3e-9d1a-0c7a2b3c4d5e';
const NO_SUCH_MAIL = '00000000-0000-4000-8000-000000000000';

describe('/api/admin/mail', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    staff = (await signInAs(t, 'staff')).client;
  });
  afterAll(() => t.close());

  const senderTo = (smtpUrl: string) => {
    const config = loadConfig({
      DATABASE_URL: t.db.url,
      REDIS_URL: testRedisUrl(),
      SMTP_URL: smtpUrl,
      MAIL_MAX_ATTEMPTS: '1',
      MAIL_SMTP_TIMEOUT_MS: '2000',
    });
    return new MailSender(t.db.pool, config, new MailRenderer(config), noMailAttachments);
  };

  it('lets staff send a test mail and find it in the log; a bad status filter is a 422', async () => {
    const res = await staff.post<MailLogEntry>(apiPaths.admin.mailCheck, { to: 'somchai@example.com', language: 'th' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'mail-check', to: 'somchai@example.com', status: 'pending', log: [] });
    const pending = await staff.get<MailLogEntry[]>(`${apiPaths.admin.mail}?status=pending`);
    expect(pending.body.map((m) => m.id)).toContain(res.body.id);
    const bad = await staff.get(`${apiPaths.admin.mail}?status=lost`);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: 'validation_failed', details: { status: [expect.any(String)] } });
    const badBody = await staff.post(apiPaths.admin.mailCheck, { to: 'nope', language: 'fr' });
    expect(badBody.status).toBe(422);
  });

  it('shows a dead letter with its failed attempts, retries it, and resends any mail as a new one', async () => {
    await new MailOutbox(t.db.pool).enqueue([
      {
        key: `order:${ORDER_ID}:check`,
        kind: 'mail-check',
        to: 'somchai@example.com',
        language: 'en',
        data: { requestedBy: 'staff@example.com' },
        orderId: ORDER_ID,
      },
    ]);
    const down = senderTo(`smtp://127.0.0.1:${await findFreePort()}`);
    let outcome;
    while ((outcome = await down.sendNext()) !== 'none') expect(['dead']).toContain(outcome);

    const dead = await staff.get<MailLogEntry[]>(`${apiPaths.admin.mail}?status=dead`);
    const letter = dead.body.find((m) => m.orderId === ORDER_ID);
    expect(letter).toMatchObject({
      status: 'dead',
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
      log: [{ outcome: 'failed', error: expect.stringContaining('ECONNREFUSED') }],
    });
    const id = letter?.id ?? '';

    const retried = await staff.post<MailLogEntry>(apiPaths.admin.mailRetry(id));
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id, status: 'pending', attempts: 0, nextAttemptAt: expect.any(String) });
    const again = await staff.post(apiPaths.admin.mailRetry(id));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'mail_not_dead' });

    const smtp = await startSmtpCatcher();
    try {
      const up = senderTo(smtp.url);
      expect(await up.sendNext()).toBe('sent');
      const resent = await staff.post<MailLogEntry>(apiPaths.admin.mailResend(id));
      expect(resent.status).toBe(201);
      expect(resent.body).toMatchObject({
        resendOf: id,
        orderId: ORDER_ID,
        status: 'pending',
        to: 'somchai@example.com',
      });
      expect(resent.body.id).not.toBe(id);
      expect(await up.sendNext()).toBe('sent');
      await up.stop();
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[0].messageId).not.toBe(smtp.received[1].messageId);
    } finally {
      await smtp.close();
    }

    const ofOrder = await staff.get<MailLogEntry[]>(apiPaths.admin.orderMails(ORDER_ID));
    expect(ofOrder.status).toBe(200);
    expect(
      ofOrder.body.map((m) => [m.id === id ? 'original' : 'resend', m.status, m.log.map((a) => a.outcome)]),
    ).toEqual([
      ['original', 'sent', ['failed', 'sent']],
      ['resend', 'sent', ['sent']],
    ]);
    expect((await staff.get(apiPaths.admin.orderMails('not-an-order'))).body).toEqual([]);
  });

  it('answers 404 mail_not_found for a mail that does not exist', async () => {
    for (const id of [NO_SUCH_MAIL, 'not-a-uuid']) {
      for (const path of [apiPaths.admin.mailRetry(id), apiPaths.admin.mailResend(id)]) {
        const res = await staff.post(path);
        expect({ path, status: res.status, code: (res.body as { code?: string }).code }).toEqual({
          path,
          status: 404,
          code: 'mail_not_found',
        });
      }
    }
  });

  it('refuses anyone but staff: 401 signed out, 403 for customers', async () => {
    const calls = (client: TestClient) => [
      client.get(apiPaths.admin.mail),
      client.get(apiPaths.admin.orderMails(ORDER_ID)),
      client.post(apiPaths.admin.mailCheck, { to: 'a@example.com', language: 'en' }),
      client.post(apiPaths.admin.mailRetry(NO_SUCH_MAIL)),
      client.post(apiPaths.admin.mailResend(NO_SUCH_MAIL)),
    ];
    const customer = (await signInAs(t, 'customer')).client;
    expect((await Promise.all(calls(browser(t)))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect((await Promise.all(calls(customer))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    // Admins are staff too (positive control: the same calls pass the guard).
    const admin = (await signInAs(t, 'admin')).client;
    expect((await Promise.all(calls(admin))).map((r) => r.status)).toEqual([200, 200, 201, 404, 404]);
  });
});
