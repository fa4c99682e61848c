/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238): the API's shapes and texts. */
import type { AdminSession } from './entities';

/** Six digits, a new one every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: ten letters and digits in two groups, e.g. 'K7QF2-M9XTA'. */
export const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{5}-?[A-Z0-9]{5}$/i;
/** What the code field of the sign-in accepts: the six digits or a recovery code. */
export const SIGN_IN_CODE_MAX = 20;

/** POST /api/admin/auth/2fa/setup. */
export interface TwoFactorSetup {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  /** otpauth://totp/... : what the QR code holds. */
  uri: string;
}

/** POST /api/admin/auth/2fa/enable: shown once, never again. */
export interface TwoFactorRecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/admin/auth/login when the account has two-factor sign-in and no code was sent. */
export interface CodeRequiredAnswer {
  codeRequired: true;
}

/**
 * POST /api/admin/auth/login of an account whose role the security policy obliges to use two-factor
 * sign-in, without it yet: the token reaches only /api/admin/auth/2fa/*, me and logout until it is on.
 */
export interface SetupRequiredSession extends AdminSession {
  twoFactorSetupRequired: true;
}

/** Every answer of a successful POST /api/admin/auth/login. */
export type SignInAnswer = AdminSession | SetupRequiredSession | CodeRequiredAnswer;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Authentication code is required',
  codeInvalid: 'The authentication code is not valid. Check your app and try again.',
  /** A right code that has been used once already (each code, and each recovery code, works once). */
  codeUsed: 'This code has already been used. Wait for the next code in your app, or use an unused recovery code.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  notSetUp: 'Start the set-up of two-factor sign-in first.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  /** 403 to every other route while the security policy's required set-up is not done. */
  setupFirst: 'Set up two-factor sign-in first.',
} as const;

export const TWO_FACTOR_TOASTS = {
  enabled: 'Two-factor sign-in is now on.',
  disabled: 'Two-factor sign-in is now off.',
  reset: 'Two-factor sign-in has been reset for this account.',
} as const;
