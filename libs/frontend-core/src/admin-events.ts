/**
 * What the base query notices on admin calls, for the shell's menu to follow: a refusal (403: the
 * role may have changed, so the shell reads the account again) and a change written (a save,
 * submit, publish or send-back in any remote: the menu's counts are read again); and the session's
 * end (a 401), told before the sign-in page replaces the screen, so open forms can keep what was
 * typed (admin/typed-work.ts; the detail is the account's id). Shared at run time like the base
 * query, so every remote's calls reach the shell's listeners.
 */
export type AdminEvent = 'refused' | 'changed' | 'sessionEnded';

type Listener = (detail?: string) => void;

const listeners: Record<AdminEvent, Set<Listener>> = {
  refused: new Set(),
  changed: new Set(),
  sessionEnded: new Set(),
};

/** Calls `listener` on each `event`; returns the unsubscribe. */
export function onAdminEvent(event: AdminEvent, listener: Listener): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

export function emitAdminEvent(event: AdminEvent, detail?: string): void {
  for (const listener of [...listeners[event]]) listener(detail);
}
