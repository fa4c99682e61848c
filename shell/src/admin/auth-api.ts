import { createApi } from '@diet/frontend-core/redux-shared';
import type { ApiSuccess } from '@diet/contracts/api';
import type { LoginResult } from '@diet/frontend-core/auth-types';
import type { TwoFactorRecoveryCodes, TwoFactorSetup } from '@diet/contracts/two-factor';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi } from '@diet/frontend-core/store-registry';

/** Sign-in, sign-out and password-link calls of the back office (loaded with the admin chunk only). */
export const authApi = injectApi(
  createApi({
    reducerPath: 'authApi',
    baseQuery,
    endpoints: (build) => ({
      /** Answers `codeRequired` instead of a token when the account has two-factor sign-in and no code came. */
      login: build.mutation<
        (Partial<LoginResult> & { codeRequired?: boolean; twoFactorSetupRequired?: boolean }) | null,
        { email: string; password: string; code?: string }
      >({
        query: (body) => ({ url: 'admin/auth/login', method: 'POST', body }),
        // Kept loose on purpose: the page checks that token and user are really there.
        transformResponse: (response: ApiSuccess<Partial<LoginResult>> | null) => response?.data ?? null,
      }),
      logout: build.mutation<void, void>({
        query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
      }),
      forgotPassword: build.mutation<ApiSuccess<null>, { email: string }>({
        query: (body) => ({ url: 'admin/auth/forgot-password', method: 'POST', body }),
      }),
      /** The set-up the security policy requires before anything else (two-factor-setup-page.tsx). */
      setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
        query: () => ({ url: 'admin/auth/2fa/setup', method: 'POST' }),
        transformResponse: (response: ApiSuccess<TwoFactorSetup>) => response.data,
      }),
      enableTwoFactor: build.mutation<string[], { code: string; currentPassword: string }>({
        query: (body) => ({ url: 'admin/auth/2fa/enable', method: 'POST', body }),
        transformResponse: (response: ApiSuccess<TwoFactorRecoveryCodes>) => response.data.recoveryCodes,
      }),
      /** Whether a mailed link still works: 400 saying it is used, expired or not valid. */
      checkLink: build.mutation<{ valid: true }, { purpose: 'invite' | 'reset'; token: string }>({
        query: (body) => ({ url: 'admin/auth/check-link', method: 'POST', body }),
      }),
      /** accept-invite or reset-password: both take the mailed token and the chosen password. */
      setPasswordByLink: build.mutation<
        ApiSuccess<null>,
        { purpose: 'accept-invite' | 'reset-password'; token: string; password: string }
      >({
        query: ({ purpose, ...body }) => ({ url: `admin/auth/${purpose}`, method: 'POST', body }),
      }),
    }),
  }),
);

export const {
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useSetPasswordByLinkMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useCheckLinkMutation,
} = authApi;
