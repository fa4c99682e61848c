import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from './early-remote';

export interface RetryOptions {
  /** Further attempts after the first one. */
  retries?: number;
  /** Wait before attempt n is n * delayMs. */
  delayMs?: number;
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * First layer of the three (ARCHITECTURE.md section 2): a flaky network gets a couple more tries
 * for a remote's mf-manifest.json and its remoteEntry.js before the fallback takes over.
 */
export function retryPlugin({ retries = 2, delayMs = 400 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'diet-retry',

    async fetch(url, init) {
      // The manifest the shell's entry already asked for during the splash (early-remote.ts).
      const early = await takeEarlyManifest(url)?.catch(() => undefined);
      if (early?.ok) return early;
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(delayMs * attempt);
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
          // A 4xx will not heal by asking again; a 5xx or a network error might.
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },

    // The runtime's typing wants a Promise of a Promise; an async function's flattened Promise is
    // what it really awaits, hence the cast.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt <= retries; attempt++) {
        await sleep(delayMs * attempt);
        // The failed attempt is still cached as "loading": forget it so the script is requested again.
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
          if (exports) return exports;
        } catch {
          // try again, or give up below and let the fallback plugin answer
        }
      }
      return undefined;
    }) as unknown as ModuleFederationRuntimePlugin['loadEntryError'],
  };
}
