import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeGateway } from './stripe.gateway';
import { createStripeClient } from './stripe-client';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

const intent = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_standin_1',
  object: 'payment_intent',
  amount: 1_050_000,
  currency: 'thb',
  client_secret: 'pi_standin_1_secret_abc',
  metadata: { orderId: '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11' },
  status: 'requires_payment_method',
  last_payment_error: null,
  ...overrides,
});

/** A local HTTP stand-in for api.stripe.com: records what the real SDK sends and answers like Stripe. */
describe('StripeGateway against a local stand-in of the Stripe API', () => {
  let server: Server;
  let gateway: StripeGateway;
  const seen: SeenRequest[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        seen.push({ method: req.method ?? '', path, headers: req.headers, form: new URLSearchParams(body) });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && path === '/v1/payment_intents') return res.end(JSON.stringify(intent()));
        if (req.method === 'GET' && path === '/v1/payment_intents/pi_standin_1')
          return res.end(JSON.stringify(intent({ status: 'succeeded' })));
        if (req.method === 'POST' && path === '/v1/payment_intents/pi_standin_open/cancel')
          return res.end(JSON.stringify(intent({ id: 'pi_standin_open', status: 'canceled' })));
        if (req.method === 'POST' && path === '/v1/payment_intents/pi_standin_1/cancel') {
          // What Stripe answers when the intent already succeeded.
          res.statusCode = 400;
          return res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              },
            }),
          );
        }
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          }),
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    gateway = new StripeGateway(createStripeClient('sk_test_standin', { host: '127.0.0.1', port, protocol: 'http' }));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => (seen.length = 0));

  it('creates a THB PaymentIntent in satang with the order id in metadata and the attempt key as idempotency key', async () => {
    const orderId = '0b9a7c1e-5f7d-4d7a-9a55-3c2f1e0d9a11';
    const attemptKey = `${orderId}:fingerprint`;
    const created = await gateway.createIntent({
      orderId,
      attemptKey,
      amountSatang: 1_050_000,
      receiptEmail: 'a@example.com',
    });
    expect(created).toEqual({
      id: 'pi_standin_1',
      clientSecret: 'pi_standin_1_secret_abc',
      amountSatang: 1_050_000,
      currency: 'thb',
      orderId,
      status: 'requires_payment_method',
      failureReason: null,
    });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['idempotency-key']).toBe(attemptKey);
    expect(request.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request.form.get('amount')).toBe('1050000');
    expect(request.form.get('currency')).toBe('thb');
    expect(request.form.get('metadata[orderId]')).toBe(orderId);
    expect(request.form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(request.form.get('receipt_email')).toBe('a@example.com');
  });

  it('retrieves an intent for server-side verification, and null for an unknown id', async () => {
    await expect(gateway.retrieveIntent('pi_standin_1')).resolves.toMatchObject({
      id: 'pi_standin_1',
      status: 'succeeded',
      amountSatang: 1_050_000,
    });
    await expect(gateway.retrieveIntent('pi_unknown')).resolves.toBeNull();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_intents/pi_standin_1',
      'GET /v1/payment_intents/pi_unknown',
    ]);
  });

  it("cancels a replaced intent through the SDK's cancel, and reports one Stripe would not cancel", async () => {
    await expect(gateway.cancelIntent('pi_standin_open')).resolves.toBe(true);
    await expect(gateway.cancelIntent('pi_standin_1')).resolves.toBe(false);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_intents/pi_standin_open/cancel',
      'POST /v1/payment_intents/pi_standin_1/cancel',
    ]);
  });

  it('verifies webhook payloads signed with the endpoint secret and rejects tampered ones', () => {
    const stripe = new Stripe('sk_test_standin');
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent() } });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test' });
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_test').id).toBe('evt_1');
    expect(() => stripe.webhooks.constructEvent(payload.replace('1050000', '1'), header, 'whsec_test')).toThrow();
  });
});
