import Stripe from 'stripe';

/** Options to aim the SDK at another endpoint (a local stand-in in tests); production leaves them unset. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export const createStripeClient = (secretKey: string, endpoint: StripeEndpoint = {}): Stripe =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...endpoint });
