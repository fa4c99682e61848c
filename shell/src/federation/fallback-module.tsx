import { RemoteUnavailable } from './remote-unavailable';

/** Marks the module the fallback plugin hands out in place of a remote's exposed module. */
export const UNAVAILABLE = Symbol.for('diet.remote-unavailable');

export interface UnavailableModule {
  __esModule: true;
  default: typeof RemoteUnavailable;
  [UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function unavailableModule(id: string, error: unknown): UnavailableModule {
  return { __esModule: true, default: RemoteUnavailable, [UNAVAILABLE]: true, id, error };
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && (module as Record<symbol, unknown>)[UNAVAILABLE] === true;
}
