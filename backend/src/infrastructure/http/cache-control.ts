import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read's route (ApiContract's `publicRead`). */
    publicRead?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every /api answer, errors and unknown paths included, so nothing personal is kept in a
 * browser's disk cache or a shared proxy. The only exception is the success of a public read: the same answer for
 * everyone, nothing personal in it (the catalog, the client config).
 */
export function noStoreUnlessPublicRead(server: FastifyInstance): void {
  server.addHook('onSend', (req, reply, payload, done) => {
    const path = req.url.split('?')[0];
    const api = path === '/api' || path.startsWith('/api/');
    if (api && !(req.routeOptions.config.publicRead === true && reply.statusCode < 400))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
