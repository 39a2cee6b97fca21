import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'sp_session';

/** httpOnly so scripts cannot read it; Lax so it rides top-level navigation but not cross-site posts. */
export const sessionCookieOptions = (secure: boolean, maxAgeSeconds?: number): CookieSerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
});

export const sessionTokenOf = (req: FastifyRequest): string | undefined => {
  const value = (req as { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE];
  return value || undefined;
};

export const setSessionCookie = (reply: FastifyReply, token: string, secure: boolean, maxAgeSeconds: number) => {
  void reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secure, maxAgeSeconds));
};

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) => {
  void reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
};
