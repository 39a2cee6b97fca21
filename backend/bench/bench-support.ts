/**
 * What the benchmark scripts share: the PostgreSQL server to use, throwaway databases, session ids, starting and
 * stopping the servers under test, CPU readings from /proc, autocannon runs and the printed tables.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { Client } from 'pg';

export const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A well-formed x-session-id ('sess_' + 9 of [a-z0-9]). */
export const sessionId = (): string => `sess_${Array.from(randomBytes(9), (b) => ALPHABET[b % 36]).join('')}`;

/** The cookie the API binds each x-session-id to on first sight (src/identity/browser-sessions.ts). */
const BROWSER_COOKIE = 'sp_browser';

/**
 * One simulated browser: its x-session-id and its cookie jar: sp_browser, which the API binds the id to on its first
 * request and sets in that answer, and sp_session once signed in. `headers` go with every request, as a browser
 * sends its cookies: after the first request the id alone is another browser's (401 session_not_bound; reads only
 * pass in the first 30 s, before the cookie has come back).
 */
export class BenchBrowser {
  readonly session = sessionId();
  private readonly cookies = new Map<string, string>();

  /** The Cookie header (empty before the first answer). */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get headers(): Record<string, string> {
    const cookie = this.cookie;
    return cookie ? { 'x-session-id': this.session, cookie } : { 'x-session-id': this.session };
  }

  get bound(): boolean {
    return this.cookies.has(BROWSER_COOKIE);
  }

  /** Keeps what an answer's Set-Cookie lines say (fetch's getSetCookie(), node:http's array); empty values clear. */
  keep(setCookie: readonly string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  /** `fetch` as this browser: its headers sent, its cookies kept. */
  async fetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const res = await fetch(url, { ...init, headers: { ...init.headers, ...this.headers } });
    this.keep(res.headers.getSetCookie());
    return res;
  }

  /**
   * Binds the id before a load run (autocannon cannot keep a cookie per request): a first read, as a page's first
   * requests are, whose answer sets the cookie. Returns this browser.
   */
  async bind(api: string): Promise<this> {
    const res = await this.fetch(`${api}/api/cart`);
    await res.arrayBuffer();
    if (res.status !== 200 || !this.bound) {
      throw new Error(`GET /api/cart as a new browser: ${res.status}${this.bound ? '' : ', no sp_browser cookie'}`);
    }
    return this;
  }
}

export const withDatabase = (url: string, db: string): string => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

/** Runs one statement on the server's admin database (CREATE / DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The machine's load average (1, 5, 15 min) and its CPU count, for every bench's header and footer. */
export const loadAverage = (): string =>
  `${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (${cpus().length} CPUs)`;

/**
 * A read model's table as the active build holds it (`rm_<projection>_v<version>_b<build>.<table>`): the stable
 * name is a view, and a baseline table made LIKE a view would lack its primary key and indexes.
 */
export async function activeReadModelTable(
  pg: { query: (sql: string, values?: unknown[]) => Promise<{ rows: { schema_name: string }[] }> },
  projection: string,
  table: string,
): Promise<string> {
  const { rows } = await pg.query('SELECT schema_name FROM projection_versions WHERE projection = $1', [projection]);
  if (!rows[0]) throw new Error(`read model ${projection} has no active build`);
  return `${rows[0].schema_name}.${table}`;
}

/** The value below which a fraction `q` of the ascending `sorted` lies (0.5: p50, 0.99: p99). */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The middle value (the upper one of two), as every bench has taken it. */
export const median = (values: readonly number[]): number =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux clock ticks of 10 ms). */
export const cpuMs = (pid: number | undefined): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/**
 * CPU time so far of the PostgreSQL backends serving one database, per backend pid, in ms (the server must run on
 * this host). Subtract two readings per pid (a backend missing from the first started after it) to get what a run
 * cost the database.
 */
export async function postgresCpuMs(pg: Pick<Client, 'query'>, database: string): Promise<Map<number, number>> {
  const { rows } = await pg.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuMs(pid));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/**
 * Transactions PostgreSQL has counted for one database so far (committed and rolled back): each statement sent on
 * its own, or each multi-statement message, is one, so the difference over a run is the round trips it cost. The
 * counters are flushed by each backend at most once a second, so read them a little after the run has ended.
 */
export async function postgresTransactions(pg: Pick<Client, 'query'>, database: string): Promise<number> {
  await pg.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await pg.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  return Number(rows[0]?.n ?? 0);
}

/** What the backends of `after` used since `before` (see postgresCpuMs). */
export const postgresCpuSince = (before: Map<number, number>, after: Map<number, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

export interface StartChildOptions {
  /** Node options for the child (a preloaded probe, --expose-gc). */
  execArgv?: string[];
  /** Headers of the readiness request. */
  headers?: Record<string, string>;
  /** How long to wait for it, in seconds (60). */
  seconds?: number;
}

/** Forks a bench server (its stdout ignored, its stderr shown) and waits until `readyUrl` answers below 500. */
export async function startChild(
  script: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  { execArgv = [], headers, seconds = 60 }: StartChildOptions = {},
): Promise<ChildProcess> {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(readyUrl, { headers })).status < 500) return child;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

/** Node options that preload `server-probe` into a server: heap readings and CPU profiles over IPC. */
export const probeArgs = ['--expose-gc', '-r', path.join(__dirname, 'server-probe.js')];

/** Asks a probed child something over IPC and waits for the reply that carries `field`. */
export const askProbe = <T>(child: ChildProcess, message: unknown, field: string): Promise<T> =>
  new Promise<T>((resolve) => {
    const on = (reply: unknown) => {
      if (typeof reply !== 'object' || !reply || !(field in reply)) return;
      child.off('message', on);
      resolve((reply as Record<string, T>)[field]);
    };
    child.on('message', on);
    child.send(message as string);
  });

/** Stops bench servers: SIGTERM, then SIGKILL for any still running after `graceMs`. */
export async function stopChildren(children: readonly ChildProcess[], graceMs = 1500): Promise<void> {
  for (const c of children) c.kill('SIGTERM');
  await sleep(graceMs);
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}

/**
 * Runs `body` on a database of its own (`sp_bench_<name>_…`), created and migrated first and dropped afterwards,
 * whatever happens.
 */
export async function withBenchDatabase<T>(
  name: string,
  body: (url: string, database: string) => Promise<T>,
  /** The compiled migrate.cli.js of the build under test when it is another commit's: its schema and seed. */
  migrateModule?: string,
) {
  const database = `sp_bench_${name}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${database}`);
  try {
    const url = withDatabase(adminUrl, database);
    // Loaded here, not at the top: the watcher processes import this file too and need none of the app.
    const { prepareDatabase } = (
      migrateModule ? await import(migrateModule) : await import('../src/cli/migrate.cli')
    ) as typeof import('../src/cli/migrate.cli');
    await prepareDatabase(url);
    return await body(url, database);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

/**
 * The environment of an API or worker process under a bench: production mode, quiet logs, the given pool (else the
 * default), mail off, and the test gateway on purpose: benches pay with its card, and production without a Stripe key refuses
 * to start unless told so.
 */
export const serverEnv = (databaseUrl: string, poolSize?: number): NodeJS.ProcessEnv => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  PAYMENTS_TEST_GATEWAY: 'allow',
  // Benches send no mail: production without SMTP_URL refuses to start unless mail is off on purpose.
  MAIL: 'off',
  ...(poolSize === undefined ? {} : { DATABASE_POOL_SIZE: String(poolSize) }),
});

/**
 * Sends JSON and reads JSON (and the Set-Cookie lines, for BenchBrowser.keep) over kept-alive connections of one
 * agent (`maxSockets` at most). The shoppers of a bench stand for browsers on other machines, so their client should
 * cost this machine as little as possible: `fetch` cost about 0.6 ms of CPU a request here, as much as the bare
 * baseline server's whole handling of it.
 */
export const jsonClient = (maxSockets: number) => {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown; setCookie: string[] }> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? '' : JSON.stringify(body);
      const req = request(
        url,
        {
          method,
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode ?? 0,
                json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
                setCookie: res.headers['set-cookie'] ?? [],
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
};

/** A shopper's checkout form as the benches send it (the e-mail can vary per shopper). */
export const benchCustomerDetails = (email = 'bench@example.com') => ({
  name: 'Bench Shopper',
  email,
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: {
    streetAddress: '1 Bench Rd',
    city: 'Bangkok',
    state: 'Bangkok',
    postalCode: '10500',
    country: 'Thailand',
  },
  billingAddressSameAsShipping: true,
});

/** One row of an autocannon table. */
export interface LoadRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon and keeps what the tables show (non-2xx, socket errors and timeouts all count as errors). */
export async function loadRow(name: string, options: autocannon.Options): Promise<LoadRow> {
  const { default: run } = await import('autocannon');
  const result = await run(options);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A column of a printed table: its title and width; the first column is left-aligned, the others right-aligned. */
export type Column = readonly [title: string, width: number];

/** Prints a table's header and rows, one cell per column, as the benches' tables look. */
export function printTable(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i][1]) : cell.padStart(columns[i][1]))).join('');
  console.log(line(columns.map(([title]) => title)));
  for (const row of rows) console.log(line(row));
}
