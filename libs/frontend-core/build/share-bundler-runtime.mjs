/**
 * Runtime plugin of the shell (browser code): lends the Module Federation bundler runtime the
 * shell already runs to each remote's entry, which then carries none of its own (rspack-app.js
 * makes it an external of the remotes). The same code twice on every public page was the
 * "Duplicated JavaScript" Lighthouse reported (issue #22), 3.5 KB compressed.
 *
 * The bundler runtime keeps some state per container: its options, its share-scope map and the
 * `init` of @module-federation/runtime, which finds an existing instance by the build id baked
 * into the copy that runs it (the shell's). So each remote gets fresh objects for that state and
 * an `init` that finds its own instance by name and version. The shell's copy was built without
 * what only a container that exposes modules needs (`initContainerEntry`): added here.
 */
import federation from '@module-federation/webpack-bundler-runtime';
// Its public `bundlerRuntime.initContainerEntry` is compiled out of the shell (FEDERATION_HAS_EXPOSES
// is false: the shell exposes nothing), and no entry point exports it; the package's exports map
// allows this file (`./*`).
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { createInstance, getInstance } from '@module-federation/runtime';

/** @param {{ name: string, version?: string, id?: string }} options */
function initRemote(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = getInstance(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

function forRemote() {
  return {
    ...federation,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry, S: {} },
    bundlerRuntimeOptions: {},
    runtime: { ...federation.runtime, init: initRemote },
  };
}

/** @param {{ globalName: string }} params */
export default function shareBundlerRuntime({ globalName }) {
  globalThis[globalName] = forRemote;
  return { name: 'share-bundler-runtime' };
}
