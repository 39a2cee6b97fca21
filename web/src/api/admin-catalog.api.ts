import {
  type AdminCatalogView,
  apiPaths,
  type CatalogPricePreview,
  type CustomizationCategory,
} from '@sound-putter/contracts';
import { baseApi } from './base-api';

export type CatalogKind = 'models' | 'options';

/** The back office's catalog calls (issue 32); every change answers the whole catalog, which replaces the cache. */
export const adminCatalogApi = baseApi.enhanceEndpoints({ addTagTypes: ['AdminCatalog'] }).injectEndpoints({
  endpoints: (build) => {
    // A change also changes what shoppers see: their lists are read again.
    const invalidates = ['AdminCatalog', 'Models', 'Customizations'] as const;
    return {
      getAdminCatalog: build.query<AdminCatalogView, void>({
        query: () => apiPaths.admin.catalog,
        providesTags: ['AdminCatalog'],
        keepUnusedDataFor: 0,
      }),
      editCatalogModel: build.mutation<
        AdminCatalogView,
        { id: string; name: string; description: string; features: string[] }
      >({
        query: ({ id, ...body }) => ({ url: apiPaths.admin.catalogItem('models', id), method: 'PUT', body }),
        invalidatesTags: [...invalidates],
      }),
      editCatalogOption: build.mutation<AdminCatalogView, { id: string; name: string; description: string }>({
        query: ({ id, ...body }) => ({ url: apiPaths.admin.catalogItem('options', id), method: 'PUT', body }),
        invalidatesTags: [...invalidates],
      }),
      addCatalogOption: build.mutation<
        AdminCatalogView,
        { category: CustomizationCategory; name: string; description: string; priceSatang: number }
      >({
        query: (body) => ({ url: apiPaths.admin.catalogOptions, method: 'POST', body }),
        invalidatesTags: [...invalidates],
      }),
      scheduleCatalogPrice: build.mutation<
        AdminCatalogView,
        { kind: CatalogKind; id: string; priceSatang: number; effectiveAt?: string }
      >({
        query: ({ kind, id, ...body }) => ({ url: apiPaths.admin.catalogPrices(kind, id), method: 'POST', body }),
        invalidatesTags: [...invalidates],
      }),
      // A read that takes the change as a body; it changes nothing, so it invalidates nothing.
      previewCatalogPrice: build.mutation<
        CatalogPricePreview,
        { kind: CatalogKind; id: string; priceSatang: number; effectiveAt?: string }
      >({
        query: ({ kind, id, ...body }) => ({
          url: apiPaths.admin.catalogPricePreview(kind, id),
          method: 'POST',
          body,
        }),
      }),
      setCatalogAvailability: build.mutation<AdminCatalogView, { kind: CatalogKind; id: string; available: boolean }>({
        query: ({ kind, id, available }) => ({
          url: apiPaths.admin.catalogAvailability(kind, id),
          method: 'PUT',
          body: { available },
        }),
        invalidatesTags: [...invalidates],
      }),
    };
  },
});

export const {
  useGetAdminCatalogQuery,
  useEditCatalogModelMutation,
  useEditCatalogOptionMutation,
  useAddCatalogOptionMutation,
  useScheduleCatalogPriceMutation,
  usePreviewCatalogPriceMutation,
  useSetCatalogAvailabilityMutation,
} = adminCatalogApi;
