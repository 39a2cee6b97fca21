import type { FastifyRequest } from 'fastify';
import { DomainError } from '../infrastructure/cqrs/domain-error';

/** A signed-in shopper's cart follows the account; otherwise the cart belongs to the browser session. */
export const cartIdForUser = (userId: string): string => `user_${userId}`;

/** Whether a cart follows an account (rather than a browser session). */
export const isAccountCart = (cartId: string): boolean => cartId.startsWith('user_');

export const cartIdOf = (req: FastifyRequest): string => {
  if (req.user) return cartIdForUser(req.user.id);
  if (!req.sessionId) throw new DomainError('invalid_session_id');
  return req.sessionId;
};
