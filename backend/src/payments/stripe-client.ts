import Stripe from 'stripe';

/** Options to aim the SDK at another endpoint (a local stand-in in tests); production leaves them unset. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export const createStripeClient = (secretKey: string, endpoint: StripeEndpoint = {}): Stripe =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...endpoint });

/** STRIPE_API_BASE (e.g. a stripe-mock or test stand-in URL) redirects the SDK; unset, it talks to Stripe itself. */
export const stripeEndpointOf = (config: { STRIPE_API_BASE?: string }): StripeEndpoint => {
  const base = config.STRIPE_API_BASE;
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
};
