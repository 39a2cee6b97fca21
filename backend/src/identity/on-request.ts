import type { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Adds an onRequest hook to the app's Fastify instance when the module starts, so every app built on AppModule has
 * it before any guard or controller runs (a context without HTTP, such as the worker, has none to add).
 */
export const addOnRequestHook = (
  adapterHost: HttpAdapterHost,
  hook: (req: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void => {
  const fastify = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
  if (!fastify || typeof fastify.addHook !== 'function') return;
  fastify.addHook('onRequest', hook);
};
