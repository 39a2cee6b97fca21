import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@sound-putter/contracts';
import type { CommandContext } from '../cqrs/command-context';

/** What the server knows of the caller; filled by the session-id hook and the identity hook. */
export interface RequestUser {
  id: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The anonymous browser session from x-session-id (form checked), or null on routes that do not need it. */
    sessionId: string | null;
    user: RequestUser | null;
    /** The server-side login session id, when signed in. */
    authSessionId: string | null;
  }
}

export const channelOf = (req: FastifyRequest): CommandContext['channel'] => {
  if (req.user && (req.user.role === 'staff' || req.user.role === 'admin')) return 'staff';
  // Only the kiosk token hook sets this; the x-client-channel header alone proves nothing.
  return req.kiosk ? 'kiosk' : 'web';
};

/** The command context of a request: correlation id, actor (user, else browser session) and channel. */
export const commandContextOf = (req: FastifyRequest): CommandContext => ({
  correlationId: String(req.id),
  causationId: null,
  actor: req.user
    ? { kind: 'user', id: req.user.id, role: req.user.role }
    : { kind: 'session', id: req.sessionId ?? 'unknown' },
  channel: channelOf(req),
});

export const Ctx = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandContext =>
  commandContextOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

export const Req = createParamDecorator((_: unknown, ctx: ExecutionContext): FastifyRequest =>
  ctx.switchToHttp().getRequest<FastifyRequest>(),
);
