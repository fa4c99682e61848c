import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './fallback-module';

/**
 * Second layer (ARCHITECTURE.md section 2): when a remote's module cannot be loaded even after the
 * retries, loadRemote resolves to a module whose component is the "temporarily unavailable"
 * panel, so only that area is affected.
 */
export function fallbackPlugin(onFailure?: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'diet-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles (a manifest being read, a shared package) expect other answers: let them fail
      // on, the failure then reaches 'onLoad' for the module that needed them.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} could not be loaded`, error);
      onFailure?.(id, error);
      return unavailableModule(id, error);
    },
  };
}
