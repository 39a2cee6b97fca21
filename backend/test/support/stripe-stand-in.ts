import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildPromptPayPayload } from '../../src/payments/promptpay/promptpay-payload';

/**
 * A local stand-in of the parts of the Stripe API the shop calls, for the real Stripe SDK to talk to
 * (`STRIPE_API_BASE`). It keeps what Stripe would keep (intents, refunds, idempotency keys) in memory, records every
 * request, and signs webhook events as Stripe does, so tests can check both what the shop asked and what it does with
 * Stripe's answers. Tests that need more of the API add routes with `route`.
 */

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
  status: string;
  last_payment_error: null;
  /** PromptPay intents confirmed at creation: the QR Stripe shows (`promptpay_display_qr_code`). */
  next_action?: {
    type: 'promptpay_display_qr_code';
    promptpay_display_qr_code: {
      data: string;
      expires_at: number;
      hosted_instructions_url: string;
      image_url_png: string;
      image_url_svg: string;
    };
  } | null;
}

/** The stand-in's own PromptPay account (a 13-digit id), as Stripe's QRs pay Stripe's, not the shop's. */
export const STAND_IN_PROMPTPAY_ID = '0105558000000';

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  failure_reason?: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/** Answers a request the stand-in routes to it: the JSON body, or `undefined` to let the next route try. */
export type StandInRoute = (
  request: StandInRequest,
  res: ServerResponse,
) => { status?: number; body: unknown } | undefined;

/** The environment that points the shop at the stand-in in Stripe mode. */
export const STAND_IN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin',
} as const;

const stripeError = (status: number, code: string) => ({
  status,
  body: { error: { type: 'invalid_request_error', code } },
});

export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  /** Refunds by the idempotency key they were created under. */
  readonly refunds = new Map<string, StandInRefund>();
  readonly requests: StandInRequest[] = [];
  private readonly intentByKey = new Map<string, string>();
  private readonly routes: StandInRoute[] = [];
  private server?: Server;
  private port = 0;

  constructor() {
    this.routes.push(
      (r) => this.createIntent(r),
      (r) => this.createRefund(r),
      (r) => this.intentCall(r),
    );
  }

  /** Adds a route tried before the built-in ones (a part of the API a test needs). */
  route(route: StandInRoute): void {
    this.routes.unshift(route);
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.answer(req, res));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** `createTestApp` environment for the shop in Stripe mode against this stand-in. */
  get env(): Record<string, string> {
    return { ...STAND_IN_KEYS, STRIPE_API_BASE: `http://127.0.0.1:${this.port}` };
  }

  async close(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The intent behind a client secret the shop handed out. */
  intentOf(clientSecret: string): StandInIntent {
    const intent = this.intents.get(clientSecret.split('_secret_')[0]);
    if (!intent) throw new Error(`the stand-in has no intent for ${clientSecret}`);
    return intent;
  }

  /** The refund with this id, moved on as Stripe would (the webhook that tells the shop is the test's to send). */
  settleRefund(id: string, status: 'succeeded' | 'failed', failureReason?: string): StandInRefund {
    const refund = [...this.refunds.values()].find((r) => r.id === id);
    if (!refund) throw new Error(`the stand-in has no refund ${id}`);
    refund.status = status;
    if (failureReason) refund.failure_reason = failureReason;
    return { ...refund };
  }

  /** The charge a `charge.refunded` event carries: its intent's charge with the refunds made of it so far. */
  chargeOf(intentId: string): object {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`the stand-in has no intent ${intentId}`);
    const refunds = [...this.refunds.values()].filter((r) => r.payment_intent === intentId);
    return {
      id: `ch_${intentId}`,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0),
      payment_intent: intentId,
      refunded: true,
      refunds: { object: 'list', data: refunds.map((r) => ({ ...r })) },
    };
  }

  /** The body and `stripe-signature` header of a webhook event, signed with the shop's webhook secret. */
  signedEvent(
    id: string,
    type: string,
    object: unknown,
    created = Math.floor(Date.now() / 1000),
  ): { payload: string; headers: Record<string, string> } {
    const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
    const signature = new Stripe(STAND_IN_KEYS.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
      payload,
      secret: STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET,
    });
    return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  /** A PromptPay intent paid by the customer's banking app: it succeeds at Stripe, as its webhook will say. */
  payPromptPay(intentId: string): StandInIntent {
    const intent = this.intents.get(intentId);
    if (!intent?.next_action || intent.status !== 'requires_action')
      throw new Error(`the stand-in has no open PromptPay QR for ${intentId}`);
    intent.status = 'succeeded';
    intent.next_action = null;
    return { ...intent };
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request: StandInRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(body),
      };
      this.requests.push(request);
      res.setHeader('content-type', 'application/json');
      for (const route of this.routes) {
        const answer = route(request, res);
        if (answer) {
          res.statusCode = answer.status ?? 200;
          return res.end(JSON.stringify(answer.body));
        }
      }
      const missing = stripeError(404, 'resource_missing');
      res.statusCode = missing.status;
      res.end(JSON.stringify(missing.body));
    });
  }

  private createIntent({ method, path, headers, form }: StandInRequest) {
    if (method !== 'POST' || path !== '/v1/payment_intents') return undefined;
    const key = String(headers['idempotency-key']);
    let id = this.intentByKey.get(key);
    if (!id) {
      id = `pi_standin_${this.intents.size + 1}`;
      this.intentByKey.set(key, id);
      this.intents.set(id, {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: String(form.get('currency')),
        client_secret: `${id}_secret_standin`,
        metadata: { orderId: String(form.get('metadata[orderId]')) },
        status: 'requires_payment_method',
        last_payment_error: null,
      });
      // PromptPay only, confirmed at once: Stripe answers with the QR to show and waits for the bank (requires_action).
      const intent = this.intents.get(id) as StandInIntent;
      if (form.get('allowed_payment_method_types[0]') === 'promptpay' && form.get('confirm') === 'true') {
        intent.status = 'requires_action';
        intent.next_action = {
          type: 'promptpay_display_qr_code',
          promptpay_display_qr_code: {
            data: buildPromptPayPayload({
              promptPayId: STAND_IN_PROMPTPAY_ID,
              amountSatang: intent.amount,
              reference: id.replace(/[^0-9A-Za-z]/g, ''),
            }),
            expires_at: Math.floor(Date.now() / 1000) + 60 * 60,
            hosted_instructions_url: `https://payments.example/qr/${id}`,
            image_url_png: `https://payments.example/qr/${id}.png`,
            image_url_svg: `https://payments.example/qr/${id}.svg`,
          },
        };
      }
    }
    return { body: this.intents.get(id) };
  }

  /** As Stripe: one refund per idempotency key, only of a succeeded intent, never more than it charged. */
  private createRefund({ method, path, headers, form }: StandInRequest) {
    if (method !== 'POST' || path !== '/v1/refunds') return undefined;
    const key = String(headers['idempotency-key']);
    const known = this.refunds.get(key);
    if (known) return { body: known };
    const charged = this.intents.get(String(form.get('payment_intent')));
    const amount = Number(form.get('amount') ?? charged?.amount);
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === charged?.id && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    if (!charged || charged.status !== 'succeeded' || amount + refunded > charged.amount)
      return stripeError(400, 'charge_already_refunded');
    const refund: StandInRefund = {
      id: `re_standin_${this.refunds.size + 1}`,
      object: 'refund',
      amount,
      currency: charged.currency,
      payment_intent: charged.id,
      metadata: {
        reason: String(form.get('metadata[reason]')),
        ...(form.has('metadata[orderId]') ? { orderId: String(form.get('metadata[orderId]')) } : {}),
      },
      // Card refunds start pending at Stripe; the refund.updated webhook confirms them.
      status: 'pending',
    };
    this.refunds.set(key, refund);
    return { body: refund };
  }

  /** Retrieve and cancel of an intent. */
  private intentCall({ method, path }: StandInRequest) {
    const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
    const intent = match && this.intents.get(decodeURIComponent(match[1]));
    if (!intent) return undefined;
    if (method === 'GET') return { body: intent };
    if (method === 'POST' && path.endsWith('/cancel')) {
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return stripeError(400, 'payment_intent_unexpected_state');
      intent.status = 'canceled';
      return { body: intent };
    }
    return undefined;
  }
}
