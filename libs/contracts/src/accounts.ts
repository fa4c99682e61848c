/**
 * Staff accounts (ARCHITECTURE.md section 11.3): roles, the account as the API shows it, and the
 * texts of invitations, password resets and account changes, shared by the API and the back office.
 */

export const ROLES = ['administrator', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  contributor: 'Contributor',
};

/** `invited`: the person has not set a password yet. */
export type AccountStatus = 'active' | 'invited' | 'disabled';

/** GET /api/admin/users, GET /api/admin/auth/account. */
export interface AdminAccount {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  status: AccountStatus;
  /** Whether sign-in also asks for a code from an authenticator app. */
  twoFactor: boolean;
  /** Locked by failed sign-ins (15 minutes, or until an administrator unlocks it). */
  locked: boolean;
  createdAt: string;
}

/** How long a mailed link works. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const RESET_LIFETIME_MS = 60 * 60 * 1000;

/** The back office pages a mailed link opens (the token follows as ?token=). */
export const ACCOUNT_LINK_PATHS = {
  invite: '/admin/accept-invite',
  reset: '/admin/reset-password',
} as const;

export const ACCOUNT_MESSAGES = {
  forbidden: 'You do not have permission to perform this action.',
  roleRequired: 'Role is required',
  emailTaken: 'An account with this email address already exists.',
  lastAdministrator: 'The last administrator cannot be disabled or demoted.',
  linkInvalid: 'This link is not valid. Please ask for a new one.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  linkUsed: 'This link has already been used. Please ask for a new one.',
  inviteNotSent: 'The invitation could not be sent. Please try again.',
  /** Resending an invitation to someone who has already set a password. */
  notInvited: 'This person has already accepted the invitation.',
} as const;

export const ACCOUNT_TOASTS = {
  invitationSent: 'Invitation sent successfully!',
  invitationResent: 'Invitation sent again: the new link works for 48 hours; earlier links no longer work.',
  accountUpdated: 'Account updated successfully!',
  accountDisabled: 'Account disabled successfully!',
  accountEnabled: 'Account re-enabled successfully!',
  accountUnlocked: 'Account unlocked successfully!',
  passwordSet: 'Your password has been set. You can now sign in.',
  resetLinkSent: 'If an account exists for this address, we have sent it a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now sign in.',
} as const;
