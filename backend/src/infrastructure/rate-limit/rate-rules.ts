import type { AppConfig } from '../config/app-config';
import type { RateRule } from './rate-limiter';

const rule = (name: string, limit: number, windowSeconds: number): RateRule => ({
  name,
  limit,
  windowMs: windowSeconds * 1000,
});

/**
 * Every limit counted in Redis, as data (README "Configuration" gives the variables). The names are part of the
 * Redis keys; the refused-body slowdown is counted in memory (`RefusedBodies`).
 */
export const rateRules = (c: AppConfig) => ({
  /** Sign-in and sign-up keep a budget each per client address. */
  signInAddress: rule('sign-in-address', c.AUTH_IP_LIMIT, c.AUTH_IP_WINDOW_SECONDS),
  signUpAddress: rule('sign-up-address', c.AUTH_IP_LIMIT, c.AUTH_IP_WINDOW_SECONDS),
  signUpEmail: rule('sign-up-email', c.AUTH_EMAIL_LIMIT, c.AUTH_EMAIL_WINDOW_SECONDS),
  /** Per client address and e-mail key. */
  signInPair: rule('sign-in-pair', c.AUTH_PAIR_LIMIT, c.AUTH_PAIR_WINDOW_SECONDS),
  /** Per trusted browser: past it, the browser counts on the e-mail like any other. */
  signInDevice: rule('sign-in-device', c.AUTH_PAIR_LIMIT, c.AUTH_PAIR_WINDOW_SECONDS),
  signInEmail: rule('sign-in-email', c.AUTH_EMAIL_LIMIT, c.AUTH_EMAIL_WINDOW_SECONDS),
  /** Reset links: per client address and per e-mail key, so nobody floods an inbox or probes many addresses. */
  passwordResetAddress: rule('password-reset-address', c.AUTH_IP_LIMIT, c.AUTH_IP_WINDOW_SECONDS),
  passwordResetEmail: rule('password-reset-email', c.AUTH_EMAIL_LIMIT, c.AUTH_EMAIL_WINDOW_SECONDS),
  /** Redeeming mailed links (verify, reset, e-mail change) and asking for an e-mail change, per client address. */
  mailedLinkAddress: rule('mailed-link-address', c.AUTH_IP_LIMIT, c.AUTH_IP_WINDOW_SECONDS),
  orderLookup: rule('order-lookup', c.ORDER_LOOKUP_LIMIT, c.ORDER_LOOKUP_WINDOW_SECONDS),
  /** Newsletter sign-ups mail someone too: the sign-up budget per client address. */
  newsletterAddress: rule('newsletter-address', c.AUTH_IP_LIMIT, c.AUTH_IP_WINDOW_SECONDS),
  newOrders: rule('new-orders', c.NEW_ORDERS_PER_IP_PER_HOUR, 60 * 60),
  /** Pickup codes tried at the counter, per staff account: a guessed code is one of 31^8, and guessing stays slow. */
  pickupHandover: rule('pickup-handover', c.PICKUP_HANDOVER_LIMIT, c.PICKUP_HANDOVER_WINDOW_SECONDS),
  kioskToken: rule('kiosk-token', c.KIOSK_TOKEN_LIMIT, c.KIOSK_TOKEN_WINDOW_SECONDS),
});

export type RateRules = ReturnType<typeof rateRules>;
