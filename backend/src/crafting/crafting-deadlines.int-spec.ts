import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { signInAs, type SignedInBrowser } from '../../test/support/sign-in';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import type { RecordedEvent } from '../infrastructure/event-store/event-store.port';
import { CRAFTING_DEADLINES, atRiskJobId, deadlineJobId } from './crafting-deadlines.queue';
import { eventually, orderEvents, placePaidOrder, startWorker, statusBody } from '../../test/support/paid-orders';

// The promise and its warning window shortened to seconds: at-risk 2 s after payment, missed after 4 s.
const env = { CRAFTING_DEADLINE_SECONDS: '4', CRAFTING_AT_RISK_SECONDS: '2' };
const AT_RISK_MS = 2000;
// A bound on each wait only, generous for a busy shared machine: how long things took is printed, never asserted.
const WAIT_MS = 30_000;
const DEADLINE_EVENTS = ['CraftingDeadlineAtRisk', 'CraftingDeadlineMissed'];

const deadlineOf = (events: RecordedEvent[]) =>
  Date.parse((events.find((e) => e.type === 'OrderConfirmed')?.data as { deliveryDeadline: string }).deliveryDeadline);
const deadlineEvents = (events: RecordedEvent[]) =>
  events.map((e) => e.type).filter((type) => DEADLINE_EVENTS.includes(type));
const report = (line: string) => process.stdout.write(`[crafting-deadlines] ${line}\n`);

describe('crafting deadlines (BullMQ, worker in process)', () => {
  let t: TestApp;
  let staff: SignedInBrowser;
  let worker: INestApplicationContext | null = null;
  const queue = () => (worker as INestApplicationContext).get<Queue>(getQueueToken(CRAFTING_DEADLINES));
  const types = async (orderId: string) => (await orderEvents(t, orderId)).map((e) => e.type);
  /** Both of the order's jobs are gone: done (done jobs are dropped) or removed, so none waits to run or to retry. */
  const jobsGone = (orderId: string) =>
    eventually(async () => {
      expect(await queue().getJob(deadlineJobId(orderId))).toBeUndefined();
      expect(await queue().getJob(atRiskJobId(orderId))).toBeUndefined();
    }, WAIT_MS);

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
    await eventually(async () => expect(await types(orderId)).toContain('CraftingDeadlineMissed'), WAIT_MS);
    // Once both jobs are done, nothing is left that could record either again.
    await jobsGone(orderId);
    const events = await orderEvents(t, orderId);
    // Each once, the warning first: the order of the stream, not of a stopwatch.
    expect(deadlineEvents(events)).toEqual(DEADLINE_EVENTS);
    const deadline = deadlineOf(events);
    const warned = events.find((e) => e.type === 'CraftingDeadlineAtRisk');
    const missed = events.find((e) => e.type === 'CraftingDeadlineMissed');
    const warnedAt = Date.parse((warned?.data as { warnedAt: string }).warnedAt);
    const missedAt = Date.parse((missed?.data as { missedAt: string }).missedAt);
    // Never early; a busy machine can only make them late, so these bounds cannot flake. How late is printed.
    expect(warnedAt).toBeGreaterThanOrEqual(deadline - AT_RISK_MS);
    expect(missedAt).toBeGreaterThanOrEqual(deadline);
    report(
      `the warning came ${warnedAt - (deadline - AT_RISK_MS)} ms after it was due, ` +
        `the miss ${missedAt - deadline} ms after the deadline`,
    );
    expect(missed?.metadata.actor).toEqual({ kind: 'system', id: 'system' });
    const overdue = await staff.client.get<{ id: string }[]>('/api/orders?overdue=true');
    expect(overdue.body.map((o) => o.id)).toContain(orderId);
  }, 90_000);

  it('records nothing when the order is delivered before its deadline, and drops its jobs', async () => {
    const { orderId } = await placePaidOrder(t);
    // Paid just after, so its deadline comes no earlier: the control that deadline jobs do fire meanwhile.
    const { orderId: control } = await placePaidOrder(t);
    await eventually(async () => expect(await queue().getJob(deadlineJobId(orderId))).toBeDefined(), WAIT_MS);
    for (const status of ['crafting', 'shipped', 'delivered']) {
      expect((await staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(200);
    }
    await jobsGone(orderId);
    // Positive control: the later deadline of the undelivered order fires, so the delivered one's would have too.
    await eventually(async () => expect(await types(control)).toContain('CraftingDeadlineMissed'), WAIT_MS);
    const events = await orderEvents(t, orderId);
    const delivered = events.findIndex((e) => e.type === 'OrderDelivered');
    expect(delivered).toBeGreaterThan(-1);
    // Nothing after the delivery, whenever it came.
    expect(deadlineEvents(events.slice(delivered + 1))).toEqual([]);
    // Delivered before the warning was due (by the times the events carry, not a stopwatch): nothing at all.
    const margin = deadlineOf(events) - AT_RISK_MS - Date.parse(events[delivered].metadata.at);
    report(`the order was delivered ${margin} ms before its warning was due`);
    if (margin > 0) expect(deadlineEvents(events)).toEqual([]);
    else report('the machine was too slow to deliver before the warning was due: only "nothing after" was checked');
  }, 120_000);

  it('records nothing after a cancel, and drops its jobs', async () => {
    const { orderId, shopper } = await placePaidOrder(t);
    // Paid just after, so its deadline comes no earlier: the control that deadline jobs do fire meanwhile.
    const { orderId: control } = await placePaidOrder(t);
    await eventually(async () => expect(await queue().getJob(deadlineJobId(orderId))).toBeDefined(), WAIT_MS);
    expect((await shopper.post(`/api/orders/${orderId}/cancel`, {})).status).toBe(200);
    await jobsGone(orderId);
    // Positive control: the later deadline of the order left alone fires, so the cancelled one's would have too.
    await eventually(async () => expect(await types(control)).toContain('CraftingDeadlineMissed'), WAIT_MS);
    const events = await orderEvents(t, orderId);
    const cancelled = events.findIndex((e) => e.type === 'OrderCancelled');
    expect(cancelled).toBeGreaterThan(-1);
    expect(deadlineEvents(events.slice(cancelled + 1))).toEqual([]);
  }, 120_000);

  it('gives a recalled delivery its deadline back, unchanged: the deadline it always had is then missed', async () => {
    const { orderId } = await placePaidOrder(t);
    for (const status of ['crafting', 'shipped', 'delivered']) {
      expect((await staff.client.patch(`/api/orders/${orderId}/status`, statusBody(status))).status).toBe(200);
    }
    await jobsGone(orderId);
    const recall = await staff.client.post(`/api/orders/${orderId}/recall`, { reason: 'The parcel came back' });
    expect(recall.status).toBe(200);
    await eventually(async () => expect(await types(orderId)).toContain('CraftingDeadlineMissed'), WAIT_MS);
    const events = await orderEvents(t, orderId);
    const missed = events.filter((e) => e.type === 'CraftingDeadlineMissed');
    expect(missed).toHaveLength(1);
    expect((missed[0].data as { deliveryDeadline: string }).deliveryDeadline).toBe(
      new Date(deadlineOf(events)).toISOString(),
    );
    const recalledAt = events.findIndex((e) => e.type === 'OrderStepRecalled');
    if (events.indexOf(missed[0]) > recalledAt) report('the recalled delivery missed its deadline after the recall');
    else report('the machine was too slow to deliver before the deadline: the miss came first, and only once');
  }, 120_000);

  it('fires exactly once across worker restarts and a job that runs twice', async () => {
    const { orderId } = await placePaidOrder(t);
    await eventually(async () => expect(await queue().getJob(deadlineJobId(orderId))).toBeDefined(), WAIT_MS);
    // The worker that scheduled the jobs goes away before they are due; a new one fires them.
    await worker?.close();
    worker = await startWorker(t, env);
    await eventually(async () => expect(await types(orderId)).toContain('CraftingDeadlineMissed'), WAIT_MS);
    // Another restart reconciles (nothing to do: the miss is recorded), and a job run twice records nothing.
    await worker.close();
    worker = await startWorker(t, env);
    const again = await queue().add(
      'deadline',
      { orderId, deliveryDeadline: new Date().toISOString() },
      { jobId: `${deadlineJobId(orderId)}-again` },
    );
    await eventually(async () => expect(await again.isCompleted()).toBe(true), WAIT_MS);
    // One miss, and the warning once before it; or, when the restart outlasted the warning window and both jobs ran
    // together, the miss alone (it supersedes a warning that would come after it).
    const recorded = deadlineEvents(await orderEvents(t, orderId));
    expect([DEADLINE_EVENTS, ['CraftingDeadlineMissed']]).toContainEqual(recorded);
    if (recorded.length === 1) report('the restart outlasted the warning window: the miss superseded the warning');
  }, 150_000);
});
