import { apiPaths } from '@sound-putter/contracts';
import { baseApi } from './base-api';

/** The back office's reports (admin only on the server). */
export const adminReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The month's output-VAT report, as the CSV file the admin downloads (an error answers JSON as always). */
    getVatReport: build.query<string, string>({
      query: (month) => ({ url: apiPaths.admin.vatReport(month), responseHandler: 'content-type' }),
    }),
  }),
});

export const { useGetVatReportQuery } = adminReportsApi;
