import { randomBytes } from 'node:crypto';
import type { Role, UserView } from '@sound-putter/contracts';
import { newSessionId, type TestApp, type TestClient, type TestResponse } from './test-app';
import { createUser } from '../../src/cli/user-create.cli';
import { SESSION_COOKIE } from '../../src/identity';

/** Fits the spec's rules and is on no common-password list (sign-up refuses those). */
export const TEST_PASSWORD = 'Fairway-Test-7';

export const uniqueEmail = (prefix = 'shopper'): string => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * A fresh browser: its own x-session-id and its own client address, so tests that sign in many times from one
 * process do not trip the per-IP sign-in limit meant for real clients.
 */
export const browser = (t: TestApp, sessionId = newSessionId(), headers: Record<string, string> = {}): TestClient =>
  t.client(sessionId, { 'x-forwarded-for': `10.${randomBytes(3).join('.')}`, ...headers });

/** The `sp_session` value a response set, if any. */
export const sessionCookieOf = (res: TestResponse): string | undefined =>
  res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

/** A client that sends the cookie too: one browser (one x-session-id) signed in as one user. */
export const withCookie = (t: TestApp, token: string, sessionId = newSessionId()): TestClient =>
  browser(t, sessionId, { cookie: `${SESSION_COOKIE}=${token}` });

export interface SignedInBrowser {
  client: TestClient;
  user: UserView;
  token: string;
  sessionId: string;
  email: string;
}

/** Signs in through POST /api/auth/login from a fresh (or the given) browser session. */
export async function logIn(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  sessionId = newSessionId(),
): Promise<SignedInBrowser> {
  const res = await browser(t, sessionId).post<UserView>('/api/auth/login', { email, password });
  const token = sessionCookieOf(res);
  if (res.status !== 200 || !token) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: withCookie(t, token, sessionId), user: res.body, token, sessionId, email };
}

/** Creates an account with the given role (as `npm run user:create` does) and signs it in. */
export async function signInAs(
  t: TestApp,
  role: Role = 'customer',
  email = uniqueEmail(role),
): Promise<SignedInBrowser> {
  await createUser(t.db.pool, { email, password: TEST_PASSWORD, role });
  return logIn(t, email);
}

/**
 * Signs up through POST /api/auth/signup, which signs nobody in (the answer is the same for a taken address), then
 * signs in from the same browser session, as the web shop's "check your inbox" screen lets the shopper do.
 */
export async function signUpAndLogIn(
  t: TestApp,
  email = uniqueEmail(),
  password = TEST_PASSWORD,
  sessionId = newSessionId(),
): Promise<SignedInBrowser> {
  const res = await browser(t, sessionId).post('/api/auth/signup', { email, password });
  if (res.status !== 202) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return logIn(t, email, password, sessionId);
}
