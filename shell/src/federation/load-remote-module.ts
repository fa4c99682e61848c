import type { RemoteName } from '@diet/contracts/api';
import { textsLoaded } from '@diet/frontend-core/texts';
import { federationInstance, markLoaded } from './federation';
import { isUnavailable, unavailableModule, type UnavailableModule } from './fallback-module';

export type RemoteModuleId = `${RemoteName}/${string}`;

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Loads one exposed module, with the texts it reads. Never rejects: a failure gives the fallback module (the plugin's, or
 * ours when the runtime itself throws), so a caller only has to check isUnavailable().
 */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T | UnavailableModule> {
  try {
    let module: unknown = await federationInstance().loadRemote<unknown>(id);
    // Some runtime paths hand back a factory instead of the module.
    if (typeof module === 'function' && !('default' in module)) module = (module as () => unknown)();
    if (module == null) return unavailableModule(id, new Error(`${id} resolved to nothing`));
    // The texts its modules read, in the page's language (language-loader.js), before it renders.
    if (!isUnavailable(module)) await textsLoaded();
    if (!isUnavailable(module)) markLoaded(remoteOf(id));
    return module as T | UnavailableModule;
  } catch (error) {
    console.error(`[federation] ${id} failed`, error);
    return unavailableModule(id, error);
  }
}
