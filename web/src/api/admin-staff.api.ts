import {
  apiPaths,
  type InvitationWithdrawn,
  type Role,
  type StaffAccountView,
  type UserView,
} from '@sound-putter/contracts';
import type { CreateAccountDto, InviteStaffDto, UpdateAccountDto } from '@sound-putter/contracts/dto';
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
    inviteStaff: build.mutation<StaffAccountView, InviteStaffDto>({
      query: (body) => ({ url: apiPaths.admin.invitations, method: 'POST', body }),
      invalidatesTags: ['StaffAccounts'],
    }),
    resendInvitation: build.mutation<StaffAccountView, string>({
      query: (id) => ({ url: apiPaths.admin.invitationResend(id), method: 'POST' }),
      invalidatesTags: ['StaffAccounts'],
    }),
    withdrawInvitation: build.mutation<InvitationWithdrawn, string>({
      query: (id) => ({ url: apiPaths.admin.invitation(id), method: 'DELETE' }),
      invalidatesTags: ['StaffAccounts'],
    }),
    updateStaffAccount: build.mutation<StaffAccountView, { id: string } & UpdateAccountDto>({
      query: ({ id, ...body }) => ({ url: apiPaths.admin.user(id), method: 'PATCH', body }),
      invalidatesTags: ['StaffAccounts'],
    }),
  }),
});

export const {
  useGetStaffAccountsQuery,
  useCreateStaffAccountMutation,
  useUpdateStaffAccountMutation,
  useInviteStaffMutation,
  useResendInvitationMutation,
  useWithdrawInvitationMutation,
} = adminStaffApi;

export type StaffRole = Extract<Role, 'staff' | 'admin'>;
