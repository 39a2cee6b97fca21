import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../infrastructure/config/app-config';
import { addOnRequestHook } from './on-request';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { BrowserSessions, browserTokenOfRequest, setBrowserCookie } from './browser-sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Gives a request's x-session-id standing only in the browser it is bound to (see BrowserSessions): an id shown
 * without its cookie, or one signed out, is refused with 401 before any guard or controller runs, so it reaches
 * neither that cart nor those orders. Runs after the session-id hook has checked the id's form.
 */
@Injectable()
export class BrowserSessionHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly browsers: BrowserSessions,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    addOnRequestHook(this.adapterHost, (req, reply) => this.check(req, reply));
  }

  async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!req.sessionId) return;
    const { standing, issued } = await this.browsers.claim(
      req.sessionId,
      browserTokenOfRequest(req),
      SAFE_METHODS.has(req.method),
    );
    if (issued) setBrowserCookie(reply, issued, this.config.isProduction);
    if (standing === 'ended') throw new DomainError('session_ended');
    if (standing === 'not_bound') throw new DomainError('session_not_bound');
  }
}
