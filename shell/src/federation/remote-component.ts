import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from './load-remote-module';
import { loadRemoteModule } from './load-remote-module';

type AnyComponent = ComponentType<Record<string, never>>;

const pending = new Map<RemoteModuleId, Promise<{ default: AnyComponent }>>();
const components = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

/** Starts loading a remote component (e.g. the first route's, while the splash shows). */
export function preloadRemoteComponent(id: RemoteModuleId): Promise<{ default: AnyComponent }> {
  let promise = pending.get(id);
  if (!promise) {
    promise = loadRemoteModule<{ default: AnyComponent }>(id).then((module) => {
      if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
        throw new Error(`${id} has no default export`);
      }
      return module as { default: AnyComponent };
    });
    pending.set(id, promise);
  }
  return promise;
}

/** One lazy component per exposed module, so remounting an area does not suspend again. */
export function remoteComponent(id: RemoteModuleId): LazyExoticComponent<AnyComponent> {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => preloadRemoteComponent(id));
    components.set(id, component);
  }
  return component;
}

/** Drops what is cached for a module so the next render loads it again (the retry button). */
export function forgetRemoteComponent(id: RemoteModuleId): void {
  pending.delete(id);
  components.delete(id);
}
