import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { CLIENT_CHANNEL_HEADER, SESSION_HEADER } from '@sound-putter/contracts';
import { toApiError, type ApiError } from './api-error';
import { getSessionId } from './session-id';

// An absolute base keeps Request() happy outside the browser (tests), and the API is always same-origin.
const origin = typeof window !== 'undefined' ? window.location.origin : '';

export type ClientChannel = 'web' | 'kiosk';
let channel: ClientChannel = 'web';

/** The kiosk build calls this once, so the server records its orders and events with the kiosk channel. */
export const setClientChannel = (next: ClientChannel): void => {
  channel = next;
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: origin,
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set(SESSION_HEADER, getSessionId());
    if (channel !== 'web') headers.set(CLIENT_CHANNEL_HEADER, channel);
    return headers;
  },
});

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta), meta: result.meta };
  return result;
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
  ],
  // Spec section 7: no refetch on focus or reconnect, no polling, data never stale unless invalidated.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
