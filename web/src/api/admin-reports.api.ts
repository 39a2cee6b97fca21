import { apiPaths, type DashboardView } from '@sound-putter/contracts';
import { baseApi } from './base-api';

/** The back office's reports (admin only on the server). */
export const adminReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The month's output-VAT report, as the CSV file the admin downloads (an error answers JSON as always). */
    getVatReport: build.query<string, string>({
      query: (month) => ({ url: apiPaths.admin.vatReport(month), responseHandler: 'content-type' }),
    }),
    /** The dashboard's figures for the Bangkok days from..to (staff and admin). */
    getDashboard: build.query<DashboardView, { from: string; to: string }>({
      query: ({ from, to }) => apiPaths.admin.dashboard(from, to),
    }),
  }),
});

export const { useGetVatReportQuery, useGetDashboardQuery } = adminReportsApi;
