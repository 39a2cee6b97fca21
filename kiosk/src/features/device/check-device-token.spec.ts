import { checkDeviceToken } from './check-device-token';

/** The shop's answers, as the set-up screen's check reads them (fetch replaced for this spec only). */
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('checkDeviceToken', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const shopAnswers = (...answers: Response[]) => {
    const calls: RequestInit[] = [];
    globalThis.fetch = ((_: unknown, init: RequestInit) => {
      calls.push(init);
      return Promise.resolve(answers.shift()!);
    }) as typeof fetch;
    return calls;
  };

  it('tells a right token, a wrong one and a refused burst apart, with the minutes to wait', async () => {
    shopAnswers(answer(200, { kiosk: true }));
    expect(await checkDeviceToken('right-token-right-token-0')).toBe('ok');
    shopAnswers(answer(401, { code: 'invalid_kiosk_token' }));
    expect(await checkDeviceToken('wrong-token-wrong-token-0')).toBe('wrong');
    shopAnswers(answer(429, { code: 'too_many_requests' }, { 'retry-after': '540' }));
    expect(await checkDeviceToken('wrong-token-wrong-token-0')).toEqual({ waitMinutes: 9 });
  });

  it('starts a new session id once when the old one has no standing, then asks again', async () => {
    const calls = shopAnswers(answer(401, { code: 'session_not_bound' }), answer(200, { kiosk: true }));
    expect(await checkDeviceToken('right-token-right-token-0')).toBe('ok');
    const ids = calls.map((c) => (c.headers as Record<string, string>)['x-session-id']);
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
