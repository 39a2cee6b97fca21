import type { FastifyRequest } from 'fastify';

/** Thai when the browser puts Thai first (Accept-Language), English otherwise: the mail speaks the shopper's language. */
export const mailLanguageOf = (req: FastifyRequest): 'en' | 'th' =>
  /^\s*th\b/i.test(req.headers['accept-language'] ?? '') ? 'th' : 'en';
