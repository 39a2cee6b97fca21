import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Pool } from 'pg';
import { rememberingLookup, retryingLookup, socketWithRetryingLookup } from './retrying-lookup';

/**
 * node-postgres connects through the socket with the retrying lookup: a host name that the container network's DNS
 * loses for a moment (here: the first question answered ENOTFOUND) still gives a connection.
 */
describe('PostgreSQL connections through the retrying lookup', () => {
  const serverUrl = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  const NAME = 'sp-postgres.invalid';

  /** Knows NAME as the test server's address, except for the first `lost` questions and after `forget()`. */
  const flakyDns = (lost: number) => {
    let asked = 0;
    let forgotten = false;
    const target = new URL(serverUrl ?? 'postgres://127.0.0.1').hostname;
    const lookup = ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
      asked += 1;
      if (hostname !== NAME) return (dnsLookup as LookupFunction)(hostname, options, callback);
      if (asked <= lost || forgotten)
        return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${NAME}`), { code: 'ENOTFOUND' }));
      return (dnsLookup as LookupFunction)(target === 'localhost' ? '127.0.0.1' : target, options, callback);
    }) as unknown as LookupFunction;
    return { lookup, asked: () => asked, forget: () => (forgotten = true) };
  };

  const poolThrough = (lookup: LookupFunction) => {
    const url = new URL(serverUrl as string);
    url.hostname = NAME;
    return new Pool({ connectionString: url.toString(), max: 1, stream: socketWithRetryingLookup(lookup) });
  };

  beforeAll(() => {
    if (!serverUrl) throw new Error('no PostgreSQL URL: the integration set-up provides TEST_DATABASE_ADMIN_URL');
  });

  it('fails to connect when the lost name is not asked again (the control)', async () => {
    const dns = flakyDns(1);
    const pool = poolThrough(retryingLookup({ retries: 0, delayMs: 1 }, dns.lookup));
    await expect(pool.query('SELECT 1')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await pool.end();
  });

  it('connects and answers when the name comes back on a later try', async () => {
    const dns = flakyDns(2);
    const pool = poolThrough(retryingLookup({ retries: 3, delayMs: 5 }, dns.lookup));
    const { rows } = await pool.query<{ answer: number }>('SELECT 41 + 1 AS answer');
    expect(rows).toEqual([{ answer: 42 }]);
    expect(dns.asked()).toBe(3);
    await pool.end();
  });

  it('connects again through the last answer while the name stays lost', async () => {
    const dns = flakyDns(0);
    const lookup = rememberingLookup({ staleAfterMs: 50 }, retryingLookup({ retries: 1, delayMs: 5 }, dns.lookup));
    const first = poolThrough(lookup);
    await first.query('SELECT 1');
    await first.end();
    dns.forget();
    // The control: without the remembered answer the lost name fails the connection.
    const control = poolThrough(retryingLookup({ retries: 1, delayMs: 5 }, dns.lookup));
    await expect(control.query('SELECT 1')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await control.end();
    const again = poolThrough(lookup);
    const { rows } = await again.query<{ answer: number }>('SELECT 6 * 7 AS answer');
    expect(rows).toEqual([{ answer: 42 }]);
    await again.end();
  });
});
