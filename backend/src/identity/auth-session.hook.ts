import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../infrastructure/config/app-config';
import { addOnRequestHook } from './on-request';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';
import { SessionsRepository } from './sessions.repository';

/**
 * Resolves the `sp_session` cookie to `req.user` / `req.authSessionId` on every /api request, before any guard or
 * controller runs; a dead cookie (revoked, expired, unknown) is cleared so the browser stops sending it.
 * It registers itself on Fastify when the module starts, so every app built on AppModule has it.
 */
@Injectable()
export class AuthSessionHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: SessionsRepository,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    addOnRequestHook(this.adapterHost, (req, reply) => this.resolve(req, reply));
  }

  async resolve(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    req.user ??= null;
    req.authSessionId ??= null;
    if (!req.url.startsWith('/api/')) return;
    const token = sessionTokenOf(req);
    if (!token) return;
    const session = await this.sessions.resolve(token);
    if (!session) {
      clearSessionCookie(reply, this.config.isProduction);
      return;
    }
    req.user = session.user;
    req.authSessionId = session.sessionId;
  }
}
