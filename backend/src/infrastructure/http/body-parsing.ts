import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';

/**
 * The deepest body the API accepts. The deepest real one is three levels (customerDetails.shippingAddress.city);
 * class-transformer recurses once per level, so a few thousand levels cost a stack overflow and the event loop.
 */
export const MAX_JSON_DEPTH = 8;

/** One pass over the text, counting brackets outside strings: far cheaper than parsing what it refuses. */
export function jsonNestingExceeds(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

type Done = (err: Error | null, body?: unknown) => void;

/**
 * The API speaks JSON only: Fastify's other parsers (text/plain, Nest's form parser) are removed, an empty body of
 * any type is no body, a JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed, and any other
 * body answers 415. Nest keeps each body's raw bytes (the Stripe webhook checks its signature over them).
 */
export function installBodyParsers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
  const parseJson = fastify.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  fastify.removeAllContentTypeParsers();

  app.useBodyParser('application/json', { bodyLimit }, (req: FastifyRequest, body: Buffer, done: Done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString('utf8');
    if (jsonNestingExceeds(text)) {
      return done(
        new DomainError('body_too_deep', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`),
      );
    }
    parseJson(req, text, done);
  });
  app.useBodyParser('*', { bodyLimit }, (_req: FastifyRequest, body: Buffer, done: Done) => {
    if (body.length === 0) return done(null, undefined);
    done(new DomainError('unsupported_media_type'));
  });
}
