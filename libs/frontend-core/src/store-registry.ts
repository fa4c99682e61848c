import { combineSlices, createAction, createDynamicMiddleware } from '@diet/frontend-core/redux-shared';
import type { Dispatch, Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
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
