import {
  type ApiSuccess,
  apiPaths,
  type ErasureResult,
  type LinkRedeemed,
  type MailRequestAccepted,
  type MeResponse,
  type UserView,
} from '@sound-putter/contracts';
import type { LoginDto, SignupDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';

/** The current user is kept 5 minutes (spec section 9); signing in or out writes it directly. */
export const SESSION_CACHE_SECONDS = 300;

/**
 * After logging out or deleting the account: forget the user and everything fetched for them. The base query has
 * already replaced this browser's anonymous id (endsBrowserSession), so the orders placed under it are not readable
 * by the next person at a shared computer.
 */
const forgetBrowserOnSuccess = async (
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) => {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(baseApi.util.resetApiState());
};

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserView | null, void>({
      // Signed out is an ordinary answer (200 {"user": null}), so the browser logs nothing.
      query: () => apiPaths.auth.me,
      transformResponse: (response: MeResponse) => response.user,
      providesTags: ['Me'],
      keepUnusedDataFor: SESSION_CACHE_SECONDS,
    }),
    login: build.mutation<UserView, LoginDto>({
      query: (body) => ({ url: apiPaths.auth.login, method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (user) dispatch(authApi.util.upsertQueryData('getMe', undefined, user));
      },
      // A signed-in shopper may now see the cart and saved details of their account.
      invalidatesTags: (result) => (result ? ['Cart', 'SavedDetails'] : []),
    }),
    /** Signs nobody in: the answer is the same for a taken address, and the mail says what comes next. */
    signup: build.mutation<MailRequestAccepted, SignupDto>({
      query: (body) => ({ url: apiPaths.auth.signup, method: 'POST', body }),
    }),
    verifyEmail: build.mutation<LinkRedeemed, { token: string }>({
      query: (body) => ({ url: apiPaths.auth.verifyEmail, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Me'] : []),
    }),
    requestPasswordReset: build.mutation<MailRequestAccepted, { email: string }>({
      query: (body) => ({ url: apiPaths.auth.passwordReset, method: 'POST', body }),
    }),
    /** Every session of the account ends, this browser's too: forget what was fetched for it. */
    resetPassword: build.mutation<LinkRedeemed, { token: string; password: string }>({
      query: (body) => ({ url: apiPaths.auth.passwordResetConfirm, method: 'POST', body }),
      extraOptions: { endsBrowserSession: true },
      onQueryStarted: forgetBrowserOnSuccess,
    }),
    /** An admin's invitation: the colleague's password; nothing of this browser changes (it signs in next). */
    acceptInvitation: build.mutation<LinkRedeemed, { token: string; password: string }>({
      query: (body) => ({ url: apiPaths.auth.invitationAccept, method: 'POST', body }),
    }),
    requestEmailChange: build.mutation<MailRequestAccepted, { email: string; password: string }>({
      query: (body) => ({ url: apiPaths.accountEmail, method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<LinkRedeemed, { token: string }>({
      query: (body) => ({ url: apiPaths.auth.emailChangeConfirm, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Me'] : []),
    }),
    logout: build.mutation<ApiSuccess['POST /api/auth/logout']['body'], void>({
      query: () => ({ url: apiPaths.auth.logout, method: 'POST', body: {} }),
      extraOptions: { endsBrowserSession: true },
      onQueryStarted: forgetBrowserOnSuccess,
    }),
    /** "Delete my account": the account and the personal data of its orders are erased; the browser starts afresh. */
    deleteAccount: build.mutation<ErasureResult, { password: string }>({
      query: (body) => ({ url: apiPaths.account, method: 'DELETE', body }),
      extraOptions: { endsBrowserSession: true },
      onQueryStarted: forgetBrowserOnSuccess,
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useDeleteAccountMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useAcceptInvitationMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
} = authApi;
