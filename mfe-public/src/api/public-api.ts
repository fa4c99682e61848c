import { createApi } from '@diet/frontend-core/redux-shared';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi } from '@diet/frontend-core/store-registry';

/**
 * The public remote's api slice. Features add their endpoints with injectEndpoints; the slice
 * joins the shell's store as soon as this remote loads.
 */
export const publicApi = injectApi(
  createApi({
    reducerPath: 'publicApi',
    baseQuery,
    tagTypes: ['Event', 'Research'],
    endpoints: () => ({}),
  }),
);
