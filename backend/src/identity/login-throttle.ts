import { Injectable } from '@nestjs/common';
import { AppConfig } from '../infrastructure/config/app-config';
import { inMinutes, TooManyAttempts } from '../infrastructure/cqrs/domain-error';
import { RateLimiter, retryAfterSeconds, type Take } from '../infrastructure/rate-limit/rate-limiter';
import { rateRules, type RateRules } from '../infrastructure/rate-limit/rate-rules';
import { emailKey } from './email-key';

/** The counts one admitted attempt made, to give back if it succeeds. */
export type LoginAttempt = readonly Take[];

/**
 * Sign-in limits that nobody can use to lock an owner out (README "Sign-in limits"). Beside the per-address limit of
 * the route's guard: attempts per (address, e-mail), and attempts per e-mail from browsers the account has not
 * signed in from before. A browser with the account's `sp_device` cookie counts on its own key instead of the
 * e-mail's, so a guessing campaign from many addresses leaves the owner's own browsers working; past the pair limit
 * it is trusted no more.
 */
@Injectable()
export class LoginThrottle {
  private readonly rules: RateRules;

  constructor(
    private readonly limiter: RateLimiter,
    config: AppConfig,
  ) {
    this.rules = rateRules(config);
  }

  /**
   * Counts the attempt before the password is checked, in one atomic step (so concurrent guesses cannot slip past a
   * limit), or refuses it with 429; `trustedDeviceId` is the trusted browser's id (its token's hash).
   */
  async admit(clientIp: string, email: string, trustedDeviceId: string | undefined): Promise<LoginAttempt> {
    // By the e-mail's key: addresses that compare equal count as one. The limiter hashes every key, so Redis never
    // holds a customer's e-mail (a PDPA erasure leaves nothing behind there).
    const account = emailKey(email);
    const { signInPair, signInDevice, signInEmail } = this.rules;
    const verdict = await this.limiter.check([
      { rule: signInPair, key: `${clientIp} ${account}` },
      ...(trustedDeviceId ? [{ rule: signInDevice, key: trustedDeviceId, exempts: true }] : []),
      { rule: signInEmail, key: account },
    ]);
    if (verdict.allowed) return verdict.counted;
    const retryAfter = retryAfterSeconds(verdict);
    if (verdict.refusedBy?.rule === signInPair) {
      throw new TooManyAttempts(
        `Too many sign-in attempts for this account from your address. Please try again in ${inMinutes(retryAfter)}.`,
        retryAfter,
        'address_email',
      );
    }
    throw new TooManyAttempts(
      `Too many sign-in attempts for this account. Please try again in ${inMinutes(retryAfter)}, ` +
        'or sign in from a browser you have signed in from before.',
      retryAfter,
      'email',
    );
  }

  /** A successful sign-in gives back what it spent: the pair and device counts end, the e-mail's loses this attempt. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.limiter.giveBack(
      ...attempt.map((take) => ({ ...take, amount: take.rule === this.rules.signInEmail ? 1 : ('all' as const) })),
    );
  }
}
