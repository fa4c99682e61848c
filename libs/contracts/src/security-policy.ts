/**
 * The site's security policy (ARCHITECTURE.md 12.4, 12.7): which roles must use two-factor sign-in,
 * and the idle limit of a session. GET|PUT /api/admin/security-policy, administrators only.
 */
import { ROLES, type Role } from './accounts';

export interface SecurityPolicy {
  /** Roles whose accounts must switch two-factor sign-in on before anything else. */
  requireTwoFactor: Role[];
  /** Minutes without a request after which a session ends. */
  idleMinutes: number;
}

/** What the policy is until an administrator saves one: administrators must use 2FA in production. */
export function defaultSecurityPolicy(isProduction: boolean): SecurityPolicy {
  return { requireTwoFactor: isProduction ? ['administrator'] : [], idleMinutes: IDLE_MINUTES_DEFAULT };
}

export const IDLE_MINUTES_DEFAULT = 30;
export const IDLE_MINUTES_MIN = 5;
/** A session lasts 8 hours in all: a longer idle limit would mean none. */
export const IDLE_MINUTES_MAX = 480;

export const SECURITY_POLICY_MESSAGES = {
  rolesRequired: 'Choose the roles that must use two-factor sign-in (an empty list for none)',
  roleInvalid: `Roles must be among ${ROLES.join(', ')}`,
  idleMinutesRange: `Idle limit must be a whole number of minutes from ${IDLE_MINUTES_MIN} to ${IDLE_MINUTES_MAX}`,
} as const;

export const SECURITY_POLICY_TOASTS = {
  saved: 'Security policy saved.',
} as const;
