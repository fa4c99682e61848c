/**
 * The audit trail (ARCHITECTURE.md section 11.3): who did what, from which address and when, as
 * the API answers it and the 'Audit log' screen shows it.
 */

/** The actions the sign-in and the Accounts screen write; content actions use the content verbs ('Created', ...). */
export const AUDIT_ACCOUNT_ACTIONS = {
  signedIn: 'Signed in',
  signInFailed: 'Sign-in failed',
  invited: 'Invited',
  invitationAccepted: 'Invitation accepted',
  roleChanged: 'Role changed',
  disabled: 'Disabled',
  enabled: 'Enabled',
  renamed: 'Renamed',
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
  twoFactorEnabled: 'Two-factor enabled',
  twoFactorDisabled: 'Two-factor disabled',
  twoFactorReset: 'Two-factor reset',
  locked: 'Locked',
  unlocked: 'Unlocked',
  securityPolicyChanged: 'Security policy changed',
} as const;

/** GET /api/admin/audit: one entry, newest first. */
export interface AuditEntry {
  id: string;
  time: string;
  /** What was done, e.g. 'Created', 'Signed in', 'Sign-in failed' (the filter's values). */
  action: string;
  /** The whole sentence, e.g. 'Created notice: Admission schedule'. */
  description: string;
  entity: string;
  entityId: string | null;
  /** The account that acted; null for a failed sign-in and for the system. */
  userId: string | null;
  /** The person's name as it was then ('system' for work nobody started). */
  userName: string;
  /** The account's e-mail; for a failed sign-in, the e-mail that was tried. */
  email: string | null;
  /** The client address the request came from. */
  address: string | null;
}

export const AUDIT_CSV_HEADER = ['Time', 'Action', 'Description', 'Person', 'Email', 'Address'] as const;

export const AUDIT_MESSAGES = {
  fromInvalid: 'From date is not valid',
  toInvalid: 'To date is not valid',
  toBeforeFrom: 'To date must be on or after the from date',
} as const;
