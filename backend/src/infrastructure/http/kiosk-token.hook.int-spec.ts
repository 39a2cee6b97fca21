import type { KioskDeviceView } from '@sound-putter/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const KIOSK_TOKEN = 'kiosk-token-limit-test-0123456789';
const LIMIT = 3;
const WINDOW_SECONDS = 120;

describe('kiosk device token limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      KIOSK_TOKEN,
      KIOSK_TOKEN_LIMIT: String(LIMIT),
      KIOSK_TOKEN_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(() => t.close());

  let addresses = 0;
  const newAddress = () => `10.9.0.${++addresses}`;
  const device = (address: string, token: string) =>
    t
      .client(undefined, { 'x-forwarded-for': address, 'x-kiosk-token': token })
      .get<KioskDeviceView>('/api/kiosk/device');

  it('answers wrong tokens from one address 401 up to the limit, then 429 with Retry-After and the error body', async () => {
    const guesser = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await device(guesser, `wrong-${i}`)).status).toBe(401);
    const limited = await device(guesser, 'wrong-again');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 10);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(limited.body).toEqual({
      message: 'Too many wrong kiosk tokens from your address. Please try again in 2 minutes.',
      status: 429,
      code: 'too_many_requests',
      details: { limit: 'kiosk_token', retryAfterSeconds: retryAfter },
    });
    // The right token from the limited address is refused too: a 200 would tell a guesser the guess was right.
    expect((await device(guesser, KIOSK_TOKEN)).status).toBe(429);

    // Positive controls: another address is not limited, and the right token still works there.
    const kiosk = newAddress();
    expect((await device(kiosk, 'wrong')).status).toBe(401);
    const right = await device(kiosk, KIOSK_TOKEN);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ kiosk: true });
  });

  it("counts only wrong tokens: a kiosk's own requests never use up its address's budget", async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT * 3; i++) expect((await device(address, KIOSK_TOKEN)).body).toEqual({ kiosk: true });
    for (let i = 0; i < LIMIT; i++) expect((await device(address, 'wrong')).status).toBe(401);
    expect((await device(address, 'wrong')).status).toBe(429);
  });

  it('counts a guess in the same step that checks the limit, so a burst of parallel guesses gets exactly the limit', async () => {
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => device(address, `guess-${i}`)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(20 - LIMIT).fill(429)]);
  });
});
