import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  ClientToServerEvents,
  InitOrderResult,
  OrderStatusChangedPayload,
  OrderWatchAck,
  ServerToClientEvents,
} from '@sound-putter/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { atRiskJobId, CRAFTING_DEADLINES, deadlineJobId } from '../src/crafting/crafting-deadlines.queue';
import { redisNamespace } from '../src/infrastructure/redis/redis-namespace';
import { testCustomerDetails } from './support/customer-details';
import { eventually, statusBody } from './support/paid-orders';
import { createUser } from '../src/cli/user-create.cli';
import { prepareDatabase } from '../src/cli/migrate.cli';
import { findFreePort } from './support/local-services';
import { createTestDatabase, type TestDatabase, testRedisUrl } from './support/test-database';
import { TEST_PASSWORD } from './support/sign-in';
import { newSessionId } from './support/test-app';

const dist = path.join(__dirname, '..', 'dist');
const built = ['main.js', 'worker.js', 'tracking/tracking.gateway.js'].every((f) => existsSync(path.join(dist, f)));
if (!built) process.stderr.write('multi-process test skipped: no built backend (run `npm run build` first)\n');
const DEADLINE_SECONDS = 6;

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  port: number;
}

/**
 * A small HTTP client for one browser: its x-session-id and its cookies, kept from every answer like a browser's jar
 * (sp_browser, which the first answer sets and the id is bound to, and sp_session once signed in).
 */
const browser = (base: () => string, sessionId = newSessionId()) => {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async <T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: {
        'x-session-id': sessionId,
        ...(cookies.size > 0 ? { cookie: cookie() } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  return { sessionId, call, cookie };
};

/**
 * Two API processes and workers from the built output on one PostgreSQL and one Redis, as production runs them.
 * Run `npm run build` first (the root `npm test` does).
 */
(built ? describe : describe.skip)('several processes on one PostgreSQL and Redis', () => {
  let db: TestDatabase;
  const procs: Proc[] = [];
  const sockets: Socket[] = [];
  let apiA: Proc;
  let apiB: Proc;
  let worker1: Proc;
  let worker2: Proc;

  const start = async (name: string, script: 'main.js' | 'worker.js'): Promise<Proc> => {
    const port = await findFreePort();
    const child = spawn(process.execPath, [path.join(dist, script)], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        REDIS_URL: testRedisUrl(),
        LOG_LEVEL: 'warn',
        PORT: String(port),
        WORKER_PORT: String(port),
        METRICS_PORT: '0',
        CRAFTING_DEADLINE_SECONDS: String(DEADLINE_SECONDS),
        CRAFTING_AT_RISK_SECONDS: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean).slice(-50));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const proc = { name, child, output, port };
    procs.push(proc);
    const probe = script === 'main.js' ? '/api/health/ready' : '/health/live';
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited: ${output.slice(-20).join('\n')}`);
        const res = await fetch(`http://127.0.0.1:${port}${probe}`);
        expect(res.status).toBe(200);
      },
      // A condition with a generous bound: four Node processes booting at once on a busy 2-core machine take long.
      120_000,
      100,
    );
    return proc;
  };
  const url = (p: Proc) => `http://127.0.0.1:${p.port}`;
  /** The browser's socket: its session id, with its cookies (without sp_browser the id is a stranger's). */
  const connect = (p: Proc, owner: ReturnType<typeof browser>) => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url(p), {
      transports: ['websocket'],
      auth: { sessionId: owner.sessionId },
      extraHeaders: { cookie: owner.cookie() },
    });
    sockets.push(socket);
    // Pushes are at least once (a worker killed between a push and its checkpoint pushes that batch again, with the
    // same positions); like the shop's clients, the watcher keeps the first push of each position.
    const changes: OrderStatusChangedPayload[] = [];
    const seen = new Set<string>();
    socket.on('order/statusChanged', (c) => {
      if (seen.has(c.position)) return;
      seen.add(c.position);
      changes.push(c);
    });
    return { socket, changes };
  };
  const watch = (socket: Socket<ServerToClientEvents, ClientToServerEvents>, orderId: string) =>
    new Promise<OrderWatchAck>((resolve) => socket.emit('order/watch', { orderId }, resolve));
  const placePaidOrder = async (shopper: ReturnType<typeof browser>) => {
    const configured = await shopper.call<{ configurationId: string }>('POST', '/api/configure-putter', {
      modelId: 'melody-c',
    });
    const added = await shopper.call('POST', '/api/cart/add', {
      configurationId: configured.body.configurationId,
      quantity: 1,
    });
    expect(added.status).toBe(201);
    const init = await shopper.call<InitOrderResult>('POST', '/api/orders/init', {
      customerDetails: testCustomerDetails({ name: 'Malee Suksan', email: 'malee@example.com' }),
    });
    expect(init.status).toBe(200);
    const paid = await shopper.call('POST', '/api/payments/test-gateway/confirm', {
      clientSecret: init.body.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    return init.body.orderId;
  };
  const eventTypes = async (orderId: string) =>
    (
      await db.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [
        `order-${orderId}`,
      ])
    ).rows.map((r) => r.type);
  const staff = browser(() => url(apiA));

  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    await prepareDatabase(db.url);
    await createUser(db.pool, { email: 'workshop@example.com', password: TEST_PASSWORD, role: 'staff' });
    [apiA, apiB, worker1] = await Promise.all([
      start('api-a', 'main.js'),
      start('api-b', 'main.js'),
      start('worker-1', 'worker.js'),
    ]);
    const login = await staff.call('POST', '/api/auth/login', {
      email: 'workshop@example.com',
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
  }, 240_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
            setTimeout(() => p.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    await db?.drop();
  });

  it('a status change made through API A reaches a socket client connected to API B', async () => {
    const shopper = browser(() => url(apiA));
    const orderId = await placePaidOrder(shopper);
    const watcher = connect(apiB, shopper);
    const ack = await watch(watcher.socket, orderId);
    // The owner's view on the other replica: the socket showed the cookie the id was bound to on API A.
    expect(ack).toMatchObject({ ok: true, status: 'confirmed', order: { customerName: 'Malee Suksan' } });
    const sent = Date.now();
    expect((await staff.call('PATCH', `/api/orders/${orderId}/status`, { status: 'crafting' })).status).toBe(200);
    await eventually(
      async () =>
        expect(
          watcher.changes.filter((c) => BigInt(c.position) > BigInt(ack.position ?? '0')).map((c) => c.status),
        ).toEqual(['crafting']),
      10_000,
      10,
    );
    // The spec's 1 s is a latency target, measured by bench:tracking; a test on a shared machine only reports it.
    process.stdout.write(
      `[multi-process] the push crossed from API A to API B ${Date.now() - sent} ms after the PATCH was sent\n`,
    );
  }, 30_000);

  it('runs each log consumer on one worker at a time, and a SIGKILLed worker is replaced without lost or repeated effects', async () => {
    worker2 = await start('worker-2', 'worker.js');
    // Every consumer holds its advisory lock exactly once across both workers.
    const locks = async () =>
      (
        await db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()`,
        )
      ).rows[0].n;
    const consumers = (await db.pool.query('SELECT name FROM subscription_checkpoints')).rowCount ?? 0;
    expect(consumers).toBeGreaterThanOrEqual(2);
    expect(await locks()).toBe(consumers);

    const shopper = browser(() => url(apiB));
    const orderId = await placePaidOrder(shopper);
    const watcher = connect(apiA, shopper);
    const ack = await watch(watcher.socket, orderId);
    const fresh = () => watcher.changes.filter((c) => BigInt(c.position) > BigInt(ack.position ?? '0'));
    expect((await staff.call('PATCH', `/api/orders/${orderId}/status`, { status: 'crafting' })).status).toBe(200);
    await eventually(async () => expect(fresh().map((c) => c.status)).toEqual(['crafting']), 10_000, 10);

    worker1.child.kill('SIGKILL');
    await new Promise((resolve) => worker1.child.once('exit', resolve));
    // The standby takes every lock over; then changes flow again, each seen once by the client.
    await eventually(async () => expect(await locks()).toBe(consumers), 10_000, 100);
    expect((await staff.call('PATCH', `/api/orders/${orderId}/status`, statusBody('shipped'))).status).toBe(200);
    await eventually(async () => expect(fresh().map((c) => c.status)).toEqual(['crafting', 'shipped']), 10_000, 20);

    // The deadline scheduled while worker 1 led is fired by worker 2, once.
    await eventually(async () => expect(await eventTypes(orderId)).toContain('CraftingDeadlineMissed'), 15_000, 100);
    // The workers' queue, read here to know when nothing is left to run: done jobs are dropped.
    const connection = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(CRAFTING_DEADLINES, { connection, prefix: redisNamespace(db.url) });
    let second = '';
    try {
      second = await placePaidOrder(shopper);
      // Positive control: this queue does see the workers' jobs (so their absence below means they are done).
      await eventually(async () => expect(await queue.getJob(deadlineJobId(second))).toBeDefined(), 15_000, 20);
      await eventually(async () => expect(await eventTypes(second)).toContain('CraftingDeadlineMissed'), 15_000, 100);
      await eventually(async () => {
        for (const id of [orderId, second])
          for (const jobId of [deadlineJobId(id), atRiskJobId(id)]) expect(await queue.getJob(jobId)).toBeUndefined();
      }, 15_000);
    } finally {
      await queue.close();
      connection.disconnect();
    }
    for (const id of [orderId, second]) {
      const types = await eventTypes(id);
      expect(types.filter((t) => t === 'CraftingDeadlineMissed')).toHaveLength(1);
      expect(types.filter((t) => t === 'CraftingDeadlineAtRisk')).toHaveLength(1);
    }
    const positions = fresh().map((c) => c.position);
    expect(new Set(positions).size).toBe(positions.length);
    expect(worker2.child.exitCode).toBeNull();
  }, 60_000);
});
