import { createElement, lazy, useState, type ComponentType } from 'react';
import { textsLoaded } from '@diet/frontend-core/texts';

export interface LazyPage<P = Record<string, never>> {
  Component: ComponentType<P>;
  /** Starts loading the page's chunk (idempotent); the render then finds it loaded or on its way. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * A route's page (or a part only an action shows, such as a dialog) in its own chunk, loadable
 * ahead of its render. A failed load is forgotten, so the next navigation tries the network again
 * instead of repeating the error.
 *
 * Once its chunk is here it draws at once. React.lazy suspends the first render of each lazy
 * component even when its promise has settled, and a part first drawn in a synchronous update (a
 * list's cards, when its data comes) then put the whole page behind its route's fallback for a
 * moment: the new page's heading lost the focus a followed link gives it.
 */
export function lazyPage<P = Record<string, never>>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    // With the texts its modules read, in the page's language (language-loader.js).
    pending ??= load()
      .then(async (Component) => {
        await textsLoaded();
        loaded = Component;
        return { default: Component };
      })
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  const Lazy = lazy(preload);
  function LoadedOrLazy(props: P) {
    // Decided once for each place it is drawn: switching later would draw its subtree anew.
    const [atOnce] = useState(() => loaded);
    return createElement((atOnce ?? Lazy) as ComponentType<object>, props as object);
  }
  return { Component: LoadedOrLazy, preload };
}
