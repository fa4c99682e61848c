import type { AdminAccount, Role } from '@diet/contracts/accounts';
import type { ApiSuccess } from '@diet/contracts/api';
import type { SecurityPolicy } from '@diet/contracts/security-policy';
import type { TwoFactorRecoveryCodes, TwoFactorSetup } from '@diet/contracts/two-factor';
import { adminCommsApi } from '../../api/admin-comms-api';

const withTag = adminCommsApi.enhanceEndpoints({ addTagTypes: ['Account', 'SecurityPolicy'] });

/** The Accounts screen (/api/admin/users, administrators) and one's own account (/api/admin/auth/...). */
export const accountsApi = withTag.injectEndpoints({
  endpoints: (build) => ({
    getAccounts: build.query<AdminAccount[], void>({
      query: () => 'admin/users',
      transformResponse: (response: ApiSuccess<AdminAccount[]>) => (Array.isArray(response?.data) ? response.data : []),
      providesTags: ['Account'],
    }),
    inviteAccount: build.mutation<ApiSuccess<AdminAccount>, { email: string; name: string; role: Role }>({
      query: (body) => ({ url: 'admin/users', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    updateAccount: build.mutation<
      ApiSuccess<AdminAccount>,
      { id: string; body: { role?: Role; disabled?: boolean; name?: string } }
    >({
      query: ({ id, body }) => ({ url: `admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Account'],
    }),
    getOwnAccount: build.query<AdminAccount, void>({
      query: () => 'admin/auth/account',
      transformResponse: (response: ApiSuccess<AdminAccount>) => response.data,
      providesTags: ['Account'],
    }),
    renameOwnAccount: build.mutation<ApiSuccess<AdminAccount>, { name: string }>({
      query: (body) => ({ url: 'admin/auth/account', method: 'PATCH', body }),
      invalidatesTags: ['Account'],
    }),
    changeOwnPassword: build.mutation<ApiSuccess<null>, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: 'admin/auth/password', method: 'POST', body }),
    }),
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'admin/auth/2fa/setup', method: 'POST' }),
      transformResponse: (response: ApiSuccess<TwoFactorSetup>) => response.data,
    }),
    enableTwoFactor: build.mutation<ApiSuccess<TwoFactorRecoveryCodes>, { code: string; currentPassword: string }>({
      query: (body) => ({ url: 'admin/auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    disableTwoFactor: build.mutation<ApiSuccess<null>, { currentPassword: string }>({
      query: (body) => ({ url: 'admin/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Account'],
    }),
    getSecurityPolicy: build.query<SecurityPolicy, void>({
      query: () => 'admin/security-policy',
      transformResponse: (response: ApiSuccess<SecurityPolicy>) => response.data,
      providesTags: ['SecurityPolicy'],
    }),
    saveSecurityPolicy: build.mutation<ApiSuccess<SecurityPolicy>, SecurityPolicy>({
      query: (body) => ({ url: 'admin/security-policy', method: 'PUT', body }),
      invalidatesTags: ['SecurityPolicy'],
    }),
    unlockAccount: build.mutation<ApiSuccess<AdminAccount>, { id: string }>({
      query: ({ id }) => ({ url: `admin/users/${encodeURIComponent(id)}/unlock`, method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
    resetTwoFactor: build.mutation<ApiSuccess<null>, { id: string }>({
      query: ({ id }) => ({ url: `admin/users/${encodeURIComponent(id)}/2fa/reset`, method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
    /** A new invitation link for someone who has not accepted yet (the earlier ones stop working). */
    resendInvitation: build.mutation<ApiSuccess<AdminAccount>, { id: string }>({
      query: ({ id }) => ({ url: `admin/users/${encodeURIComponent(id)}/resend-invitation`, method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const {
  useGetAccountsQuery,
  useInviteAccountMutation,
  useUpdateAccountMutation,
  useGetOwnAccountQuery,
  useRenameOwnAccountMutation,
  useChangeOwnPasswordMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useResetTwoFactorMutation,
  useUnlockAccountMutation,
  useGetSecurityPolicyQuery,
  useSaveSecurityPolicyMutation,
  useResendInvitationMutation,
} = accountsApi;
