import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { signInAs } from '../../test/support/sign-in';
import {
  createPlainLog,
  findFreePort,
  findRedisServer,
  type PrivateRedis,
  startPrivateRedis,
} from '../../test/support/local-services';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { testRedisUrl } from '../../test/support/test-database';
import { redisNamespace } from '../infrastructure/redis/redis-namespace';
import { CRAFTING_DEADLINES, deadlineJobId } from './crafting-deadlines.queue';
import { eventually, orderEvents, placePaidOrder, startWorker, statusBody } from '../../test/support/paid-orders';

const env = { CRAFTING_DEADLINE_SECONDS: '4', CRAFTING_AT_RISK_SECONDS: '1' };
const binary = findRedisServer(process.env.PATH);

/**
 * FLUSHALL needs a Redis of its own: the shared test Redis serves other test files at the same time. Without a
 * redis-server binary the test drops every key of the shop's namespace instead, which is what FLUSHALL does to it.
 */
describe('deadline reconcile after Redis lost everything', () => {
  let t: TestApp;
  let redis: Redis;
  let privateRedis: PrivateRedis | null = null;
  let dir = '';
  let worker: INestApplicationContext | null = null;
  let redisUrl = testRedisUrl();

  const flush = async () => {
    if (privateRedis) return void (await redis.flushall());
    const keys = await redis.keys(`${redisNamespace(t.db.url)}:*`);
    if (keys.length > 0) await redis.del(...keys);
  };
  const queue = () => (worker as INestApplicationContext).get<Queue>(getQueueToken(CRAFTING_DEADLINES));
  const types = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);

  beforeAll(async () => {
    if (binary) {
      dir = mkdtempSync(path.join(tmpdir(), 'sp-reconcile-'));
      privateRedis = await startPrivateRedis({
        binary,
        port: await findFreePort(),
        dir,
        stopLeftover: false,
        ownProcessGroup: false,
        log: createPlainLog('[reconcile test redis]'),
      });
      redisUrl = privateRedis.url;
    }
    redis = new Redis(redisUrl);
    t = await createTestApp({ ...env, REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
    redis.disconnect();
    await privateRedis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every open order its jobs at their deadlines, and fires past deadlines at once', async () => {
    const staff = await signInAs(t, 'staff');
    worker = await startWorker(t, { ...env, REDIS_URL: redisUrl });
    const open = [await placePaidOrder(t), await placePaidOrder(t)].map((o) => o.orderId);
    const { orderId: delivered } = await placePaidOrder(t);
    for (const status of ['crafting', 'shipped', 'delivered'])
      await staff.client.patch(`/api/orders/${delivered}/status`, statusBody(status));
    await eventually(async () => {
      for (const id of open) expect(await queue().getJob(deadlineJobId(id))).toBeDefined();
    });
    await worker.close();
    await flush();
    expect(await redis.keys(`${redisNamespace(t.db.url)}:*`)).toEqual([]);

    // Restart: the scheduler's checkpoint is past these orders, so only reconcile can bring the jobs back.
    const restartFrom = Date.now();
    worker = await startWorker(t, { ...env, REDIS_URL: redisUrl });
    const restartUntil = Date.now();
    let latestDeadline = 0;
    for (const id of open) {
      const job = await queue().getJob(deadlineJobId(id));
      const deadline = (
        await t.db.pool.query<{ d: Date }>('SELECT delivery_deadline AS d FROM rm_orders WHERE id = $1', [id])
      ).rows[0].d;
      expect(job).toBeDefined();
      latestDeadline = Math.max(latestDeadline, deadline.getTime());
      // Due at the deadline: the delay is the deadline minus reconcile's "now", and BullMQ stamps the job a moment
      // later, so the two add up to the deadline plus at most the time the restart took (not a wall-clock limit).
      const dueAt = (job?.timestamp ?? 0) + (job?.delay ?? 0);
      expect(dueAt).toBeGreaterThanOrEqual(deadline.getTime() - 5);
      expect(dueAt).toBeLessThanOrEqual(deadline.getTime() + (restartUntil - restartFrom) + 5);
    }
    expect(await queue().getJob(deadlineJobId(delivered))).toBeUndefined();

    // Lost again while no worker runs, until the deadlines are past: the next worker fires them at once.
    await worker.close();
    worker = null;
    await flush();
    // A condition, not a guessed pause: wait until the last of the deadlines is past.
    while (Date.now() <= latestDeadline) await new Promise((resolve) => setTimeout(resolve, 50));
    worker = await startWorker(t, { ...env, REDIS_URL: redisUrl });
    // No wall-clock limit here (the machine may be busy): the deadlines have passed, so nothing later can fire them;
    // seeing them fire proves reconcile enqueued them due now.
    await eventually(async () => {
      for (const id of open) expect(await types(id)).toContain('CraftingDeadlineMissed');
    });
    for (const id of open) expect((await types(id)).filter((x) => x === 'CraftingDeadlineMissed')).toHaveLength(1);
    expect(await types(delivered)).not.toContain('CraftingDeadlineMissed');
  }, 40_000);
});
