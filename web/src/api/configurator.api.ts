import { apiPaths, type ConfigurePutterResult, type PutterConfigurationView } from '@sound-putter/contracts';
import type { ConfigurePutterDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';

export const configuratorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    configurePutter: build.mutation<ConfigurePutterResult, ConfigurePutterDto>({
      query: (body) => ({ url: apiPaths.configurations.configure, method: 'POST', body }),
    }),
    getPutterConfiguration: build.query<PutterConfigurationView, string>({
      query: (id) => apiPaths.configurations.byId(id),
      providesTags: (_result, _error, id) => [{ type: 'Configuration', id }],
    }),
  }),
});

export type { ConfigurePutterDto };

export const { useConfigurePutterMutation, useGetPutterConfigurationQuery } = configuratorApi;
