/**
 * What the base query notices on admin calls, for the shell's menu to follow: a refusal (403: the
 * role may have changed, so the shell reads the account again) and a change written (a save,
 * submit, publish or send-back in any remote: the menu's counts are read again). Shared at run
 * time like the base query, so every remote's calls reach the shell's listeners.
 */
export type AdminEvent = 'refused' | 'changed';

const listeners: Record<AdminEvent, Set<() => void>> = { refused: new Set(), changed: new Set() };

/** Calls `listener` on each `event`; returns the unsubscribe. */
export function onAdminEvent(event: AdminEvent, listener: () => void): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

export function emitAdminEvent(event: AdminEvent): void {
  for (const listener of [...listeners[event]]) listener();
}
