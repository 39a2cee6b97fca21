import { apiPaths, type SavedCustomerDetails } from '@sound-putter/contracts';
import { baseApi } from './base-api';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Only asked for when signed in (pass `skip` otherwise). */
    getDefaultCustomerDetails: build.query<SavedCustomerDetails | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery(apiPaths.addresses.default);
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        return { data: (result.data as SavedCustomerDetails | null) ?? null };
      },
      providesTags: ['SavedDetails'],
    }),
  }),
});

export const { useGetDefaultCustomerDetailsQuery } = accountApi;
