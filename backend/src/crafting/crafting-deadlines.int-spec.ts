import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { CRAFTING_DEADLINES, atRiskJobId, deadlineJobId } from './crafting-deadlines.queue';
import { eventually, orderEvents, placePaidOrder, startWorker } from '../../test/support/paid-orders';

// The promise and its warning window shortened to seconds: at-risk 2 s after payment, missed after 4 s.
const env = { CRAFTING_DEADLINE_SECONDS: '4', CRAFTING_AT_RISK_SECONDS: '2' };

describe('crafting deadlines (BullMQ, worker in process)', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let worker: INestApplicationContext | null = null;
  const queue = () => (worker as INestApplicationContext).get<Queue>(getQueueToken(CRAFTING_DEADLINES));
  const types = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);
  const count = (list: string[], type: string) => list.filter((x) => x === type).length;

  beforeAll(async () => {
    t = await createTestApp(env);
    staff = await signInAs(t, 'staff');
    worker = await startWorker(t, env);
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it('warns, then records the miss once, for an order that is not delivered', async () => {
    const { orderId } = await placePaidOrder(t);
    await staff.client.patch(`/api/orders/${orderId}/status`, { status: 'crafting' });
    const events = await eventually(async () => {
      const list = await orderEvents(t, orderId);
      expect(list.map((e) => e.type)).toContain('CraftingDeadlineMissed');
      return list;
    });
    const deadline = Date.parse(
      (events.find((e) => e.type === 'OrderConfirmed')?.data as { deliveryDeadline: string }).deliveryDeadline,
    );
    const warned = events.find((e) => e.type === 'CraftingDeadlineAtRisk');
    const missed = events.find((e) => e.type === 'CraftingDeadlineMissed');
    expect(Date.parse((warned?.data as { warnedAt: string }).warnedAt)).toBeGreaterThanOrEqual(deadline - 2000);
    expect(Date.parse((warned?.data as { warnedAt: string }).warnedAt)).toBeLessThan(deadline);
    expect(Date.parse((missed?.data as { missedAt: string }).missedAt)).toBeGreaterThanOrEqual(deadline);
    expect(missed?.metadata.actor).toEqual({ kind: 'system', id: 'system' });
    const overdue = await staff.client.get<{ id: string }[]>('/api/orders?overdue=true');
    expect(overdue.body.map((o) => o.id)).toContain(orderId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const list = await types(orderId);
    expect(count(list, 'CraftingDeadlineAtRisk')).toBe(1);
    expect(count(list, 'CraftingDeadlineMissed')).toBe(1);
  }, 20_000);

  it('records nothing when the order is delivered before its deadline, and drops its jobs', async () => {
    const { orderId } = await placePaidOrder(t);
    // Paid just after, so its deadline comes no earlier: the control that deadline jobs do fire meanwhile.
    const { orderId: control } = await placePaidOrder(t);
    await eventually(async () => expect(await queue().getJob(deadlineJobId(orderId))).toBeDefined());
    for (const status of ['crafting', 'shipped', 'delivered']) {
      expect((await staff.client.patch(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    await eventually(async () => {
      expect(await queue().getJob(deadlineJobId(orderId))).toBeUndefined();
      expect(await queue().getJob(atRiskJobId(orderId))).toBeUndefined();
    });
    // Positive control: the later deadline of the undelivered order fires, so the delivered one's would have too.
    await eventually(async () => expect(await types(control)).toContain('CraftingDeadlineMissed'), 15_000);
    const list = await types(orderId);
    expect(list).not.toContain('CraftingDeadlineAtRisk');
    expect(list).not.toContain('CraftingDeadlineMissed');
  }, 20_000);

  it('fires exactly once across worker restarts and a job that runs twice', async () => {
    const { orderId } = await placePaidOrder(t);
    await eventually(async () => expect(await queue().getJob(deadlineJobId(orderId))).toBeDefined());
    // The worker that scheduled the jobs goes away before they are due; a new one fires them.
    await worker?.close();
    worker = await startWorker(t, env);
    await eventually(async () => expect(await types(orderId)).toContain('CraftingDeadlineMissed'));
    // Another restart reconciles (nothing to do: the miss is recorded), and a job run twice records nothing.
    await worker.close();
    worker = await startWorker(t, env);
    const again = await queue().add(
      'deadline',
      { orderId, deliveryDeadline: new Date().toISOString() },
      { jobId: `${deadlineJobId(orderId)}-again` },
    );
    await eventually(async () => expect(await again.isCompleted()).toBe(true));
    const list = await types(orderId);
    expect(count(list, 'CraftingDeadlineAtRisk')).toBe(1);
    expect(count(list, 'CraftingDeadlineMissed')).toBe(1);
  }, 30_000);
});
