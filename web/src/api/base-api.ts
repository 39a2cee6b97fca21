import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { KIOSK_TOKEN_HEADER, SESSION_HEADER } from '@sound-putter/contracts';
import { toApiError, type ApiError } from './api-error';
import { fetchWithEarly } from './early-fetch';
import { getSessionId, resetSessionId } from './session-id';

// An absolute base keeps Request() happy outside the browser (tests), and the API is always same-origin.
const origin = typeof window !== 'undefined' ? window.location.origin : '';

let kioskDeviceToken: string | null = null;

/**
 * The kiosk build hands over its device token (typed by staff on the kiosk, never in the bundle); the server then
 * records the kiosk channel. The web shop never calls this.
 */
export const setKioskDeviceToken = (token: string | null): void => {
  kioskDeviceToken = token;
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: origin,
  credentials: 'include',
  // A page's first requests may have been started before the app arrived (early-fetch.ts).
  fetchFn: fetchWithEarly,
  prepareHeaders: (headers) => {
    headers.set(SESSION_HEADER, getSessionId());
    if (kioskDeviceToken) headers.set(KIOSK_TOKEN_HEADER, kioskDeviceToken);
    return headers;
  },
});

/** The server no longer gives this browser's x-session-id standing (its cookie was lost, or it was signed out). */
const SESSION_GONE = new Set(['session_not_bound', 'session_ended']);

/** Per-endpoint options the base query reads (an endpoint's `extraOptions`). */
export interface BaseQueryOptions {
  /** A logout or account deletion: the server ends this browser's session id when it succeeds. */
  endsBrowserSession?: boolean;
}

/**
 * While a request that ends the browser's session id is on its way, other requests wait for it: sent meanwhile with
 * the old id they would arrive after it ended and be turned away (a 401 in the console before the retry below).
 */
let sessionEnding: Promise<unknown> | undefined;

const send: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error && SESSION_GONE.has(toApiError(result.error, result.meta).code ?? '')) {
    // Once, with a new id: the old one's cart and orders are out of this browser's reach anyway.
    resetSessionId();
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return result;
};

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, BaseQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  while (sessionEnding) await sessionEnding;
  if (!extraOptions?.endsBrowserSession) return send(args, api, extraOptions);
  const ending = (async () => {
    const result = await send(args, api, extraOptions);
    // The new id is in place before anyone waiting sends, and before the caller hears of the success.
    if (!result.error) resetSessionId();
    return result;
  })();
  sessionEnding = ending.finally(() => {
    sessionEnding = undefined;
  });
  return ending;
};

/** The one API slice; every resource injects its endpoints into it (catalog, configurator, cart, auth, account, orders). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Cart',
    'Me',
    'Models',
    'Customizations',
    'Configuration',
    'SavedDetails',
    'Order',
    'OrderTracking',
    'OrderList',
    'ClientConfig',
    'TaxDocuments',
  ],
  // Spec section 7: no refetch on focus or reconnect, no polling, data never stale unless invalidated.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
