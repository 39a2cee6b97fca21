import { apiPaths, type Role, type StaffAccountView, type UserView } from '@sound-putter/contracts';
import type { CreateAccountDto, UpdateAccountDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';

/** The back office's staff accounts (admin only on the server). */
export const adminStaffApi = baseApi.enhanceEndpoints({ addTagTypes: ['StaffAccounts'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffAccounts: build.query<StaffAccountView[], void>({
      query: () => apiPaths.admin.users,
      providesTags: ['StaffAccounts'],
    }),
    createStaffAccount: build.mutation<UserView, CreateAccountDto>({
      query: (body) => ({ url: apiPaths.admin.users, method: 'POST', body }),
      invalidatesTags: ['StaffAccounts'],
    }),
    updateStaffAccount: build.mutation<StaffAccountView, { id: string } & UpdateAccountDto>({
      query: ({ id, ...body }) => ({ url: apiPaths.admin.user(id), method: 'PATCH', body }),
      invalidatesTags: ['StaffAccounts'],
    }),
  }),
});

export const { useGetStaffAccountsQuery, useCreateStaffAccountMutation, useUpdateStaffAccountMutation } = adminStaffApi;

export type StaffRole = Extract<Role, 'staff' | 'admin'>;
