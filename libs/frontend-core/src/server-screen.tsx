/**
 * A first screen rendered on the server (Node, in an app's dist-server bundle; issue #8): the
 * browser's own components at the page's address, in a store holding the API's answers the page
 * carries, so the HTML is what the app will show. Never imported by browser code.
 */
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import type { ApiSuccess } from '@diet/contracts/api';
import type { SiteContent } from '@diet/contracts/entities';
import { FIRST_DATA_URLS } from '@diet/contracts/first-route';
import { siteApi, siteFromResponse } from '@diet/frontend-core/site-api';
import type { InjectableApi } from '@diet/frontend-core/store-registry';

/** Puts one URL's answer into its api slice's cache, exactly where the page's own query reads it. */
export type Seed = (answer: unknown) => UnknownAction;

/** The site content (GET /api/site), which every first screen reads. */
export const SITE_SEEDS: Record<string, Seed> = {
  [FIRST_DATA_URLS.site]: (answer) =>
    siteApi.util.upsertQueryEntries([
      { endpointName: 'getSite', arg: undefined, value: siteFromResponse(answer as ApiSuccess<SiteContent>) },
    ]),
};

interface ScreenOptions {
  pathname: string;
  /** The URLs whose answers the screen reads (for a page, firstRouteData's of its address). */
  reads: string[];
  /** The API's answers by URL (firstRouteData's URLs), as the API sent them. */
  answers: Record<string, unknown>;
  /** The api slices the screen's components read. */
  apis: InjectableApi[];
  /** How each URL's answer enters the store. */
  seeds: Record<string, Seed>;
}

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The HTML of `screen` at `pathname`, or undefined when a URL it reads has no answer or no seed: a
 * server render showing a loading state would not spare the visitor any wait.
 */
export function renderScreen(
  screen: ReactNode,
  { pathname, reads, answers, apis, seeds }: ScreenOptions,
): string | undefined {
  if (!reads.every((url) => has(answers, url) && has(seeds, url))) return undefined;
  const store = configureStore({
    reducer: combineReducers(Object.fromEntries(apis.map((api) => [api.reducerPath, api.reducer]))),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(apis.map((api) => api.middleware)),
    devTools: false,
  });
  reads.forEach((url) => store.dispatch(seeds[url](answers[url])));
  try {
    return renderToString(
      <Provider store={store}>
        <StaticRouter location={pathname}>{screen}</StaticRouter>
      </Provider>,
    );
  } finally {
    // Clears the cache timers (keepUnusedDataFor) the seeded entries started: nothing of the render outlives it.
    apis.forEach((api) => store.dispatch(api.util.resetApiState()));
  }
}
