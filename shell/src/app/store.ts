import { configureStore } from '@diet/frontend-core/redux-shared';
import { sessionPersistence } from '@diet/frontend-core/auth-slice';
import { siteApi } from '@diet/frontend-core/site-api';
import {
  attachStore,
  dynamicMiddleware,
  injectApi,
  resetApisOnLogout,
  rootReducer,
} from '@diet/frontend-core/store-registry';

/**
 * The ONE store of the site. It starts with the auth slice and the site content api; each remote
 * injects its own api slice (reducer and middleware) when it loads, through injectApi.
 */
export function createStore() {
  injectApi(siteApi);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(sessionPersistence, resetApisOnLogout, dynamicMiddleware.middleware),
  });
  attachStore(store);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
