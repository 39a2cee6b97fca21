import { SESSION_HEADER } from '@sound-putter/contracts';
import { getSessionId } from './session-id';

/**
 * Requests a page starts before the app's code has arrived (app/page-start.ts), so its data loads beside that code
 * instead of after it. The app's first request for the same URL takes the answer (base-api.ts); it is taken once,
 * and only while fresh, by a GET of the same session: any later request asks the server again.
 */

/** An early answer older than this is not used (the app was that slow to arrive): the app asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 20_000;

interface EarlyRequest {
  session: string;
  startedAt: number;
  response: Promise<Response>;
}

const early = new Map<string, EarlyRequest>();

const absolute = (path: string): string => new URL(path, window.location.origin).href;

/** Starts a GET of an API path, as the app's base query would send it, for the app to take later. */
export const fetchEarly = (path: string): void => {
  const url = absolute(path);
  if (early.has(url)) return;
  const session = getSessionId();
  const response = fetch(url, {
    credentials: 'include',
    headers: { [SESSION_HEADER]: session, accept: 'application/json' },
  });
  // A failure is the app's to see when it takes the answer (it then asks again); never an unhandled rejection.
  response.catch(() => undefined);
  early.set(url, { session, startedAt: Date.now(), response });
};

/**
 * The early answer for this request, if one was started for it (and is still fresh); the request is then sent
 * again only if the early one failed to reach the server. Every call forgets the URL's early request.
 */
export const takeEarly = (request: Request): Promise<Response> | undefined => {
  const entry = early.get(request.url);
  if (!entry) return undefined;
  early.delete(request.url);
  if (request.method !== 'GET' || request.headers.get(SESSION_HEADER) !== entry.session) return undefined;
  if (Date.now() - entry.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return entry.response.catch(() => fetch(request));
};

/** The fetch the base query uses: an early answer when there is one, else the network. */
export const fetchWithEarly = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  (input instanceof Request && takeEarly(input)) || fetch(input, init);

/** Tests: forget every early request. */
export const resetEarlyFetches = (): void => early.clear();
