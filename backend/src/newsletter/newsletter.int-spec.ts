import {
  type ApiErrorBody,
  type LinkMailed,
  type NewsletterStatus,
  PRIVACY_POLICY_VERSION,
} from '@sound-putter/contracts';
import { FakeClock } from '../infrastructure/clock/clock';
import { uniqueEmail } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CONFIRM_LINK_TTL_MS } from './newsletter-subscriptions';

interface Row {
  status: string;
  consented_at: Date | null;
  policy_version: string | null;
  unsubscribed_at: Date | null;
}

describe('the newsletter: double opt-in, consent recorded, one-click unsubscribe', () => {
  const clock = new FakeClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string, kind: string) => {
    const { rows } = await t.db.pool.query<{ data: Record<string, string>; language: string }>(
      'SELECT data, language FROM mail_outbox WHERE recipient = $1 AND kind = $2 ORDER BY created_at, id',
      [email, kind],
    );
    return rows;
  };
  const rowOf = async (email: string): Promise<Row | undefined> =>
    (
      await t.db.pool.query<Row>(
        'SELECT status, consented_at, policy_version, unsubscribed_at FROM newsletter_subscriptions WHERE email = $1',
        [email],
      )
    ).rows[0];
  const subscribe = (email: string, language?: 'en' | 'th') =>
    t.client().post<LinkMailed>('/api/newsletter/subscriptions', language ? { email, language } : { email });
  const confirm = (token: string) =>
    t.client().post<NewsletterStatus | ApiErrorBody>('/api/newsletter/confirm', { token });

  it('records nothing but a pending request until the mailed link is opened; then consent with time and policy', async () => {
    const email = uniqueEmail('fan');
    const asked = await subscribe(email, 'th');
    expect(asked).toMatchObject({ status: 200, body: { mailed: true } });
    expect(await rowOf(email)).toEqual({
      status: 'pending',
      consented_at: null,
      policy_version: null,
      unsubscribed_at: null,
    });
    const [confirmation] = await mailsTo(email, 'newsletter-confirm');
    expect(confirmation.language).toBe('th');
    // No marketing mail before consent.
    expect(await mailsTo(email, 'newsletter-welcome')).toEqual([]);

    clock.advance(60_000);
    const confirmed = await confirm(confirmation.data.token);
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'subscribed' } });
    expect(await rowOf(email)).toEqual({
      status: 'subscribed',
      consented_at: clock.now(),
      policy_version: PRIVACY_POLICY_VERSION,
      unsubscribed_at: null,
    });
    const welcome = await mailsTo(email, 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    const { unsubscribeToken, unsubscribeUrl, listUnsubscribeUrl } = welcome[0].data;
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The layout's unsubscribe footer and a List-Unsubscribe header read these; the page opens in the mail's Thai.
    expect(unsubscribeUrl).toMatch(
      new RegExp(`^https?://[^/]+/newsletter/unsubscribe\\?lang=th#token=${unsubscribeToken}$`),
    );
    expect(listUnsubscribeUrl).toMatch(
      new RegExp(`^https?://[^/]+/api/newsletter/unsubscribe/one-click\\?token=${unsubscribeToken}$`),
    );
    // Opening the link again changes nothing and mails nothing more.
    expect((await confirm(confirmation.data.token)).body).toEqual({ status: 'subscribed' });
    expect(await mailsTo(email, 'newsletter-welcome')).toHaveLength(1);
  });

  it('answers the same whether or not the address is subscribed already, and mails no second confirmation', async () => {
    const email = uniqueEmail('twice');
    await subscribe(email);
    const [{ data }] = await mailsTo(email, 'newsletter-confirm');
    await confirm(data.token);
    const fresh = await subscribe(uniqueEmail('fresh'));
    const again = await subscribe(email);
    expect({ status: again.status, body: again.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
    expect((await rowOf(email))?.status).toBe('subscribed');
  });

  it('refuses an expired, a tampered and a malformed confirmation link with the error body', async () => {
    const email = uniqueEmail('late');
    await subscribe(email);
    const [{ data }] = await mailsTo(email, 'newsletter-confirm');
    const token = data.token;
    const tampered = await confirm(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered).toMatchObject({
      status: 404,
      body: { status: 404, code: 'newsletter_link_invalid', details: {} },
    });
    const malformed = await confirm('nope');
    expect(malformed).toMatchObject({
      status: 422,
      body: { code: 'validation_failed', details: { token: [expect.any(String)] } },
    });
    clock.advance(CONFIRM_LINK_TTL_MS + 1);
    const expired = await confirm(token);
    expect(expired).toMatchObject({ status: 410, body: { status: 410, code: 'newsletter_link_expired', details: {} } });
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('unsubscribes with the link of any newsletter mail: on the page, and by RFC 8058 one-click without a session', async () => {
    const email = uniqueEmail('leaver');
    await subscribe(email);
    await confirm((await mailsTo(email, 'newsletter-confirm'))[0].data.token);
    const [{ data }] = await mailsTo(email, 'newsletter-welcome');
    const token = data.unsubscribeToken;

    // One-click: a mail client posts the form body, with no x-session-id and no cookie.
    const fastify = t.app.getHttpAdapter().getInstance();
    const oneClick = await fastify.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/one-click?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(JSON.parse(oneClick.body)).toEqual({ status: 'unsubscribed' });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribed_at: clock.now() });
    // The page's link answers the same afterwards; an unknown token is refused.
    const page = await t.client().post('/api/newsletter/unsubscribe', { token });
    expect(page).toMatchObject({ status: 200, body: { status: 'unsubscribed' } });
    const unknown = await fastify.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe/one-click?token=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ code: 'newsletter_link_invalid', status: 404 });
    // Other routes still take JSON only (the one-click body rule is that route's alone).
    const form = await fastify.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-session-id': 'sess_formpost1' },
      payload: `token=${token}`,
    });
    expect(form.statusCode).toBe(415);
  });
});
