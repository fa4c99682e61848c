import { configureStore } from '@reduxjs/toolkit';
import { sessionPersistence } from '@diet/frontend-core/auth-slice';
import { attachStore, dynamicMiddleware, resetApisOnLogout, rootReducer } from '@diet/frontend-core/store-registry';

/** The shell's store, as tests of frontend-core and of every remote need it. */
export function createTestStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().concat(sessionPersistence, resetApisOnLogout, dynamicMiddleware.middleware),
  });
  attachStore(store);
  return store;
}
