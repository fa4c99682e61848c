import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@diet/contracts/api';
import type { RemotesConfig } from './remotes-config';
import { fallbackPlugin } from './fallback-plugin';
import { retryPlugin } from './retry-plugin';

let federation: ModuleFederation | null = null;
let registered: RemotesConfig | null = null;
const loaded = new Set<RemoteName>();

/**
 * Takes the Module Federation instance the build plugin created for the shell (it already knows
 * the shared singletons; a second instance from createInstance would not, and remotes would bring
 * their own React), adds our runtime plugins and registers the remotes of /remotes.json.
 */
export function setUpFederation(
  remotes: RemotesConfig,
  instance: ModuleFederation | null = findShellInstance(),
): ModuleFederation {
  if (!instance) throw new Error('The Module Federation runtime of the shell is missing.');
  instance.registerPlugins([retryPlugin(), fallbackPlugin()]);
  instance.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  federation = instance;
  registered = remotes;
  return instance;
}

function findShellInstance(): ModuleFederation | null {
  return getInstance() ?? getInstance((candidate) => candidate.name === 'shell');
}

export function federationInstance(): ModuleFederation {
  if (!federation) throw new Error('setUpFederation() has not run yet.');
  return federation;
}

export function markLoaded(remote: RemoteName): void {
  loaded.add(remote);
}

/**
 * Before a retry, forget everything the runtime cached about a remote that failed (a rejected
 * manifest or entry would otherwise be answered from cache). A remote that did load is left alone:
 * re-registering it would drop modules already in use.
 */
export function forgetFailedRemote(remote: RemoteName): void {
  if (!federation || !registered || loaded.has(remote)) return;
  federation.registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
}

/** For tests. */
export function resetFederationForTests(): void {
  federation = null;
  registered = null;
  loaded.clear();
}
