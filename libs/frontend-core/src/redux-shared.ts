/**
 * What the apps use of Redux Toolkit, RTK Query and React Redux, as ONE module shared through
 * Module Federation (under the `@diet/frontend-core/` key). The packages themselves are not shared:
 * a shared package keeps every export, used or not (createListenerMiddleware, createEntityAdapter,
 * the matchers, ...), while behind this module the build drops what nobody imports: 6.5 KB less
 * compressed script on every page's first load (issue #22). Import values from here, never from
 * the packages (ESLint says so): a remote importing a package itself would bundle a second
 * store library, whose hooks cannot see the shell's store. Types come from the packages.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createSlice,
} from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export { Provider, useDispatch, useSelector, useStore } from 'react-redux';
