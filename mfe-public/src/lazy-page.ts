import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { textsLoaded } from '@diet/frontend-core/texts';

export interface LazyPage<P = Record<string, never>> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the page's chunk (idempotent); the render then finds it loaded or on its way. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * A route's page (or a part only an action shows, such as a dialog) in its own chunk, loadable
 * ahead of its render. A failed load is forgotten, so the next navigation tries the network again
 * instead of repeating the error.
 */
export function lazyPage<P = Record<string, never>>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    // With the texts its modules read, in the page's language (language-loader.js).
    pending ??= load()
      .then(async (Component) => {
        await textsLoaded();
        return { default: Component };
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  return { Component: lazy(preload), preload };
}
