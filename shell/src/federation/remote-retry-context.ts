import { createContext, useContext } from 'react';
import { REMOTE_UNAVAILABLE } from '@diet/contracts/remote-unavailable';

/** Lets the fallback panel (rendered in place of a remote) ask its area to load again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}

export type RemoteUnavailableTexts = { readonly [K in keyof typeof REMOTE_UNAVAILABLE]: string };

/**
 * The unavailable panel's texts: English (the back office's) unless the area is on a public page,
 * whose layout gives them in the page's language.
 */
export const RemoteTextsContext = createContext<RemoteUnavailableTexts>(REMOTE_UNAVAILABLE);

export function useRemoteTexts(): RemoteUnavailableTexts {
  return useContext(RemoteTextsContext);
}
