import { createContext, useContext } from 'react';

/** Lets the fallback panel (rendered in place of a remote) ask its area to load again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
