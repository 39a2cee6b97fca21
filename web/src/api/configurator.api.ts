import {
  apiPaths,
  type ConfigurePutterResult,
  type LogoConfiguration,
  type PutterConfigurationView,
} from '@sound-putter/contracts';
import { baseApi } from './base-api';

/** The configure call's body; empty values are left out and the server fills its defaults. */
export interface ConfigurePutterRequest {
  modelId: string;
  handedness?: string;
  gripId?: string;
  shaftId?: string;
  shaftColorId?: string;
  lengthId?: string;
  logoId?: string;
  logoConfigurations?: LogoConfiguration[];
  millOptionId?: string;
  faceMillOptionId?: string;
  giftBoxId?: string;
}

export const configuratorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    configurePutter: build.mutation<ConfigurePutterResult, ConfigurePutterRequest>({
      query: (body) => ({ url: apiPaths.configurations.configure, method: 'POST', body }),
    }),
    getPutterConfiguration: build.query<PutterConfigurationView, string>({
      query: (id) => apiPaths.configurations.byId(id),
      providesTags: (_result, _error, id) => [{ type: 'Configuration', id }],
    }),
  }),
});

export const { useConfigurePutterMutation, useGetPutterConfigurationQuery } = configuratorApi;
