import { ROLES } from '@diet/contracts/accounts';
import { SESSION_KEYS } from '@diet/contracts/api';
import type { AdminUser } from '@diet/frontend-core/auth-types';

/** The admin session as kept in localStorage (ARCHITECTURE.md section 2). */
export interface StoredSession {
  token: string;
  user: AdminUser;
}

/**
 * Reads the stored session; anything unreadable counts as no session rather than a crash. So does
 * one kept without a role (from before roles were enforced): the person signs in once more.
 */
export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): StoredSession | null {
  try {
    const token = storage?.getItem(SESSION_KEYS.token);
    const rawUser = storage?.getItem(SESSION_KEYS.user);
    if (!token || !rawUser) return null;
    const user = JSON.parse(rawUser) as AdminUser;
    if (!user || typeof user !== 'object' || typeof user.email !== 'string' || !ROLES.includes(user.role)) return null;
    return { token, user };
  } catch {
    return null;
  }
}

export function writeStoredSession(
  session: StoredSession,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  storage?.setItem(SESSION_KEYS.token, session.token);
  storage?.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
}

export function clearStoredSession(storage: Storage | undefined = globalThis.localStorage): void {
  storage?.removeItem(SESSION_KEYS.token);
  storage?.removeItem(SESSION_KEYS.user);
}
