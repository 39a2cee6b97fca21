import {
  apiPaths,
  type CustomizationCategory,
  type CustomizationOptionView,
  type PutterModelView,
} from '@sound-putter/contracts';
import { baseApi } from './base-api';

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPutterModels: build.query<PutterModelView[], void>({
      query: () => apiPaths.catalog.models,
      providesTags: ['Models'],
      keepUnusedDataFor: 600,
    }),
    getCustomizations: build.query<CustomizationOptionView[], CustomizationCategory>({
      query: (category) => apiPaths.catalog.customizations(category),
      providesTags: (_result, _error, category) => [{ type: 'Customizations', id: category }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetPutterModelsQuery, useGetCustomizationsQuery } = catalogApi;
