import { apiPaths, type OrderSearchPage } from '@sound-putter/contracts';
import { baseApi } from './base-api';

/** The back office's order search: every filter optional; `cursor` is the previous page's `nextCursor`. */
export interface OrderSearchArgs {
  q?: string;
  status?: string;
  channel?: string;
  /** Bangkok days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

/** Only the filters that are set, so the address stays short and the cache key stable. */
const queryOf = (args: OrderSearchArgs): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `${apiPaths.admin.orders}?${query}` : apiPaths.admin.orders;
};

/** Staff and admin: orders found by text, status, channel and Bangkok dates, newest first. */
export const adminOrdersApi = baseApi.enhanceEndpoints({ addTagTypes: ['OrderSearch'] }).injectEndpoints({
  endpoints: (build) => ({
    searchOrders: build.query<OrderSearchPage, OrderSearchArgs>({
      query: (args) => queryOf(args),
      providesTags: ['OrderSearch'],
    }),
  }),
});

export const { useSearchOrdersQuery } = adminOrdersApi;
