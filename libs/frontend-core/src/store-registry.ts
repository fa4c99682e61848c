import { combineSlices, createAction, createDynamicMiddleware } from '@diet/frontend-core/redux-shared';
import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { SHELL_DATA_IDS, type QueryStates } from '@diet/contracts/first-route';
import { authSlice, logout } from '@diet/frontend-core/auth-slice';

/**
 * The root reducer and the dynamic middleware of the ONE store (the shell builds the store from
 * them). Living in the shared singleton lets a remote inject its api slice when it loads without
 * importing the shell.
 */
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<Record<string, unknown>>();
export const dynamicMiddleware = createDynamicMiddleware();

/** What injectApi needs of an RTK Query api (any createApi result fits). */
export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

const injected = new Map<string, InjectableApi>();
let attachedDispatch: Dispatch | null = null;

/**
 * Dispatched right after an api joins a running store: a combined reducer fills in an injected
 * slice's initial state only on the next action, and RTK Query reads that state at once.
 */
export const apiInjected = createAction<string>('storeRegistry/apiInjected');

/** The shell calls this once its store exists, so later injections can initialise their state. */
export function attachStore(store: { dispatch: Dispatch }): void {
  attachedDispatch = store.dispatch;
  // The slices injected before it (the site content's) start as those injected later do.
  injected.forEach((_, reducerPath) => store.dispatch(apiInjected(reducerPath)));
}

/**
 * Registers an api slice's reducer and middleware in the store. A remote calls it once when its
 * module loads; calling it again (a retried load, hot reload) changes nothing.
 */
export function injectApi<A extends InjectableApi>(api: A): A {
  if (injected.get(api.reducerPath) === api) return api;
  if (injected.has(api.reducerPath)) {
    throw new Error(`Another api slice already uses the reducerPath "${api.reducerPath}".`);
  }
  injected.set(api.reducerPath, api);
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
  dynamicMiddleware.addMiddleware(api.middleware);
  attachedDispatch?.(apiInjected(api.reducerPath));
  return api;
}

export function injectedApis(): InjectableApi[] {
  return [...injected.values()];
}

/** On logout every injected api forgets its cache, so the next administrator sees nothing stale. */
export const resetApisOnLogout: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (logout.match(action)) injected.forEach((api) => store.dispatch(api.util.resetApiState()));
  return result;
};

let carried: QueryStates | undefined;

/** The query state the page carries from the server's render (SHELL_DATA_IDS.queryState); {} if none. */
function carriedQueryStates(): QueryStates {
  if (carried) return carried;
  carried = {};
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(SHELL_DATA_IDS.queryState)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (parsed && typeof parsed === 'object') carried = parsed as QueryStates;
  } catch {
    // A damaged block: the app asks for its data, and renders the page itself.
  }
  return carried;
}

/**
 * Every api slice's `extractRehydrationInfo`: when the slice joins the store (apiInjected), the
 * queries the server's render of this page ended with, so the app's first render shows the same
 * data as the server's HTML and React hydrates it (issue #22) instead of rendering loading states.
 */
export function serverRenderedState(action: UnknownAction, { reducerPath }: { reducerPath: string }) {
  if (!apiInjected.match(action) || action.payload !== reducerPath) return undefined;
  const state = carriedQueryStates()[reducerPath];
  if (!state) return undefined;
  // RTK reads all three parts of a rehydration; the server carries no mutations.
  return { queries: state.queries ?? {}, mutations: {}, provided: state.provided ?? { tags: {}, keys: {} } } as never;
}
