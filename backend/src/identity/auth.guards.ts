import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import type { RequestUser } from '../infrastructure/http/request-context';

const ROLES = 'identity:roles';

const requestOf = (ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>();

/** 401 unless the request carries a live session cookie. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!requestOf(ctx).user) throw new DomainError('unauthenticated');
    return true;
  }
}

/** 401 when signed out, 403 when the user's role is not among the route's `@Roles(...)`. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const user = requestOf(ctx).user;
    if (!user) throw new DomainError('unauthenticated');
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [ctx.getHandler(), ctx.getClass()]);
    if (allowed && !allowed.includes(user.role)) throw new DomainError('forbidden');
    return true;
  }
}

/**
 * Route guards for every context; on a controller class or a handler:
 * - `@SignedIn()`: any signed-in user, else 401 `unauthenticated`.
 * - `@Roles('staff', 'admin')`: signed in (401) with one of these roles (else 403 `forbidden`).
 *   Admins are not implied: list 'admin' wherever staff may act.
 * - `@CurrentUser() user: RequestUser` in a handler behind either guard.
 * Without a guard a handler still sees `req.user` (null when signed out) for optional sign-in.
 */
export const SignedIn = () => UseGuards(SignedInGuard);

export const Roles = (...roles: Role[]) => applyDecorators(SetMetadata(ROLES, roles), UseGuards(RolesGuard));

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestUser => {
  const user = requestOf(ctx).user;
  if (!user) throw new DomainError('unauthenticated');
  return user;
});
