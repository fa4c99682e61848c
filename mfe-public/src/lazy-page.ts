import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = ComponentType;

export interface LazyPage {
  Component: LazyExoticComponent<Page>;
  /** Starts loading the page's chunk (idempotent); the render then finds it loaded or on its way. */
  preload: () => Promise<{ default: Page }>;
}

/**
 * A route's page in its own chunk, loadable ahead of its render. A failed load is forgotten, so
 * the next navigation tries the network again instead of repeating the error.
 */
export function lazyPage(load: () => Promise<Page>): LazyPage {
  let pending: Promise<{ default: Page }> | null = null;
  const preload = () => {
    pending ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { Component: lazy(preload), preload };
}
