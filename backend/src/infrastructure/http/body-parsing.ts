import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';
import { LocalRateLimiter } from '../rate-limit/local-rate-limiter';
import type { RateRule } from '../rate-limit/rate-limiter';

/**
 * The deepest body the API accepts. The deepest real one is three levels (customerDetails.shippingAddress.city);
 * class-transformer recurses once per level, so a few thousand levels cost a stack overflow and the event loop.
 */
export const MAX_JSON_DEPTH = 8;

/** One pass over the text counting brackets outside strings, stopping at the first level too deep (bench/README.md). */
export function jsonNestingExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      for (;;) {
        i = text.indexOf('"', i + 1);
        // An unterminated string: not too deep; JSON.parse answers it as malformed.
        if (i === -1) return false;
        let k = i - 1;
        while (text.charCodeAt(k) === 0x5c) k--;
        if ((i - 1 - k) % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

type Done = (err: Error | null, body?: unknown) => void;

export interface RefusalSlowdown {
  /** Refusals one client address gets answered at once in each window. */
  free: number;
  windowMs: number;
  /** How long each further refusal in the window is held before it is answered (0: never held). */
  delayMs: number;
}

/** Holds repeated too-deep refusals to one address on a timer, counted in memory (bench/README.md, "Nested JSON"). */
export class RefusedBodies {
  private readonly counts: LocalRateLimiter;
  private readonly rule: RateRule;

  constructor(
    private readonly slowdown: RefusalSlowdown,
    maxAddresses = 10_000,
  ) {
    this.counts = new LocalRateLimiter(maxAddresses);
    this.rule = { name: 'refused-body', limit: slowdown.free, windowMs: slowdown.windowMs };
  }

  /** Counts one refusal from `address` and says how long to hold its answer. */
  delayFor(address: string, now: number): number {
    return this.counts.take(this.rule, address, now).allowed ? 0 : this.slowdown.delayMs;
  }
}

/** The one route that takes a body other than JSON (and ignores it). */
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/newsletter\/unsubscribe\/one-click$/;

/**
 * The API speaks JSON only: Fastify's other parsers (text/plain, Nest's form parser) are removed, an empty body of
 * any type is no body, a JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed, and any other
 * body answers 415. Nest keeps each body's raw bytes (the Stripe webhook checks its signature over them).
 */
export function installBodyParsers(app: NestFastifyApplication, slowdown: RefusalSlowdown): void {
  const refused = new RefusedBodies(slowdown);
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  fastify.removeAllContentTypeParsers();

  app.useBodyParser('application/json', { bodyLimit }, (req: FastifyRequest, body: Buffer, done: Done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString('utf8');
    if (jsonNestingExceeds(text)) {
      const error = new DomainError(
        'body_too_deep',
        `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      );
      const delay = refused.delayFor(req.ip, Date.now());
      if (delay === 0) return done(error);
      // Unref'd: a held refusal never keeps a stopping process alive.
      setTimeout(() => done(error), delay).unref();
      return;
    }
    parseJson(req, text, done);
  });
  app.useBodyParser('*', { bodyLimit }, (req: FastifyRequest, body: Buffer, done: Done) => {
    // RFC 8058: mail clients post List-Unsubscribe=One-Click form-encoded or multipart; the route does not read it.
    if (body.length === 0 || ONE_CLICK_UNSUBSCRIBE.test(req.url.split('?')[0])) return done(null, undefined);
    done(new DomainError('unsupported_media_type'));
  });
}
