import { DEVICE_TOKEN_KEY } from '../device/device-token';
import { withdrawPromptPay } from './withdraw-promptpay';

const ORDER = '11111111-2222-4333-8444-555555555555';

describe('withdrawPromptPay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.setItem(DEVICE_TOKEN_KEY, 'device-token');
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it("sends DELETE for the order with the session id it was handed (the old visit's), not the current one", async () => {
    localStorage.setItem('x-session-id', 'sess_newvisit1');
    const calls: [string, RequestInit][] = [];
    const ok = await withdrawPromptPay(ORDER, 'sess_oldvisit1', async (url, init) => {
      calls.push([String(url), init ?? {}]);
      return new Response('{"withdrawn":1}', { status: 200 });
    });
    expect(ok).toBe(true);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url).toBe(`/api/payments/promptpay/${ORDER}`);
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include', keepalive: true });
    expect(init.headers).toEqual({ 'x-session-id': 'sess_oldvisit1', 'x-kiosk-token': 'device-token' });
  });

  it('retries while the network is down, and stops at the first answer', async () => {
    let tries = 0;
    const done = withdrawPromptPay(ORDER, 'sess_oldvisit1', async () => {
      tries += 1;
      if (tries < 3) throw new TypeError('Failed to fetch');
      return new Response('{"message":"Order not found"}', { status: 404 });
    });
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBe(false);
    expect(tries).toBe(3);
  });

  it('gives up after five failed attempts', async () => {
    let tries = 0;
    const done = withdrawPromptPay(ORDER, 'sess_oldvisit1', async () => {
      tries += 1;
      throw new TypeError('Failed to fetch');
    });
    await jest.advanceTimersByTimeAsync(60_000);
    await expect(done).resolves.toBe(false);
    expect(tries).toBe(5);
  });
});
