import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { CartAddResult, InitOrderResult } from '@sound-putter/contracts';
import { EventStore, type RecordedEvent } from '../../src/infrastructure/event-store/event-store.port';
import { streams } from '../../src/infrastructure/event-store/stream-names';
import { testCustomerDetails } from './customer-details';
import { newSessionId, type TestApp, type TestClient } from './test-app';
import { testRedisUrl } from './test-database';
import { WorkerModule } from '../../src/worker.module';

/** Configures a putter and puts one in the shopper's cart; answers the cart line. */
export async function addLine(shopper: TestClient, modelId = 'melody-c'): Promise<CartAddResult['item']> {
  const configured = await shopper.post<{ configurationId: string }>('/api/configure-putter', { modelId });
  const added = await shopper.post<CartAddResult>('/api/cart/add', {
    configurationId: configured.body.configurationId,
    quantity: 1,
  });
  if (added.status !== 201) throw new Error(`add failed: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.item;
}

/** Places the order for what the shopper's cart holds, with the given checkout details. */
export async function initOrder(
  shopper: TestClient,
  customerDetails: object = testCustomerDetails(),
): Promise<InitOrderResult> {
  const init = await shopper.post<InitOrderResult>('/api/orders/init', { customerDetails });
  if (init.status !== 200) throw new Error(`init failed: ${init.status} ${JSON.stringify(init.body)}`);
  return init.body;
}

/** Configures a putter, puts it in the shopper's cart and places the order with the given checkout details. */
export async function placeOrder(
  shopper: TestClient,
  customerDetails: object = testCustomerDetails(),
  modelId = 'melody-c',
): Promise<InitOrderResult> {
  await addLine(shopper, modelId);
  return initOrder(shopper, customerDetails);
}

/** Pays a placed order with the test gateway's success card. */
export async function payByCard(shopper: TestClient, clientSecret: string): Promise<void> {
  const paid = await shopper.post('/api/payments/test-gateway/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
}

/** Places an order from a fresh cart as an anonymous shopper and pays it with the test gateway's success card. */
export async function placePaidOrder(
  t: TestApp,
  shopper: TestClient = t.client(newSessionId()),
): Promise<{ orderId: string; shopper: TestClient }> {
  const init = await placeOrder(shopper);
  await payByCard(shopper, init.clientSecret);
  return { orderId: init.orderId, shopper };
}

/** A worker process's module in this process, on the test app's database. */
export const startWorker = (t: TestApp, env: NodeJS.ProcessEnv = {}): Promise<INestApplicationContext> =>
  NestFactory.createApplicationContext(
    WorkerModule.forRoot({
      NODE_ENV: 'test',
      DATABASE_URL: t.db.url,
      REDIS_URL: testRedisUrl(),
      LOG_LEVEL: 'silent',
      ...env,
    }),
    { logger: false },
  );

export const orderEvents = async (t: TestApp, orderId: string): Promise<RecordedEvent[]> =>
  (await t.app.get(EventStore).readStream(streams.order(orderId))).events;

/** Polls until `check` passes or the time runs out (then the last failure is thrown). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

/** A Thailand Post EMS parcel with a right check digit: what staff send to ship an order. */
export const EMS_SHIPMENT = { carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' } as const;

/** The PATCH /status body for moving an order to `status`, with a carrier and number when shipping. */
export const statusBody = (status: string) => ({ status, ...(status === 'shipped' ? EMS_SHIPMENT : {}) });

/** A refusal: the error body `{status, code, message}`, and not one event more on the order. */
export async function expectRefused(
  t: TestApp,
  request: Promise<{ status: number; body: unknown }>,
  orderId: string,
  status: number,
  code: string,
): Promise<{ status: number; body: { details?: Record<string, unknown>; message: string } }> {
  const types = async () => (await orderEvents(t, orderId)).map((e) => e.type);
  const before = await types();
  const res = await request;
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status, code, message: expect.any(String) });
  expect(await types()).toEqual(before);
  return res as { status: number; body: { details?: Record<string, unknown>; message: string } };
}
