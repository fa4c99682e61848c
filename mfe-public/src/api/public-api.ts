import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi, serverRenderedState } from '@diet/frontend-core/store-registry';

/**
 * The public remote's api slice. Features add their endpoints with injectEndpoints; the slice
 * joins the shell's store as soon as this remote loads.
 */
export const publicApi = injectApi(
  createApi({
    reducerPath: 'publicApi',
    baseQuery,
    // What the server's render of this page read: the first render hydrates its HTML.
    extractRehydrationInfo: serverRenderedState,
    tagTypes: ['Event', 'Research'],
    endpoints: () => ({}),
  }),
);
