import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { DomainError } from '../cqrs/domain-error';
import { LocalRateLimiter } from '../rate-limit/local-rate-limiter';
import type { RateRule } from '../rate-limit/rate-limiter';

/** The deepest body the API accepts: real ones have three levels, and class-transformer recurses once per level. */
export const MAX_JSON_DEPTH = 8;

class TooDeep extends Error {}

/**
 * A JSON.parse reviver refusing bodies nested deeper than `limit`: it sees the innermost values first, so a
 * container's height is one more than its tallest child's (bench/README.md, "Nested JSON").
 */
export function depthLimitedReviver(limit: number = MAX_JSON_DEPTH) {
  const heights = new WeakMap<object, number>();
  return (_key: string, value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    let height = 1;
    for (const child of Object.values(value)) {
      const below = typeof child === 'object' && child !== null ? (heights.get(child) ?? 1) : 0;
      if (below >= height) height = below + 1;
    }
    if (height > limit) throw new TooDeep();
    heights.set(value, height);
    return value;
  };
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
 * The API speaks JSON only (any other non-empty body answers 415), refusing bodies nested deeper than MAX_JSON_DEPTH;
 * Nest keeps each body's raw bytes for the Stripe webhook's signature.
 */
export function installBodyParsers(app: NestFastifyApplication, slowdown: RefusalSlowdown): void {
  const refused = new RefusedBodies(slowdown);
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseOptions = {
    protoAction: onProtoPoisoning ?? 'error',
    constructorAction: onConstructorPoisoning ?? 'error',
  };
  fastify.removeAllContentTypeParsers();

  app.useBodyParser('application/json', { bodyLimit }, (req: FastifyRequest, body: Buffer, done: Done) => {
    if (body.length === 0) return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(body, depthLimitedReviver(), parseOptions);
    } catch (error) {
      // A RangeError: the engine's own recursion limit, reached by a body far deeper than ours.
      if (!(error instanceof TooDeep || error instanceof RangeError)) return done(new DomainError('malformed_json'));
      const tooDeep = new DomainError(
        'body_too_deep',
        `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      );
      const delay = refused.delayFor(req.ip, Date.now());
      if (delay === 0) return done(tooDeep);
      // Unref'd: a held refusal never keeps a stopping process alive.
      setTimeout(() => done(tooDeep), delay).unref();
      return;
    }
    done(null, parsed);
  });
  app.useBodyParser('*', { bodyLimit }, (req: FastifyRequest, body: Buffer, done: Done) => {
    // RFC 8058: mail clients post List-Unsubscribe=One-Click form-encoded or multipart; the route does not read it.
    if (body.length === 0 || ONE_CLICK_UNSUBSCRIBE.test(req.url.split('?')[0])) return done(null, undefined);
    done(new DomainError('unsupported_media_type'));
  });
}
