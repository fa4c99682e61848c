import { createApi } from '@diet/frontend-core/redux-shared';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi, serverRenderedState } from '@diet/frontend-core/store-registry';
import { previewArgs } from './preview-mode';

/**
 * The public remote's api slice. Features add their endpoints with injectEndpoints; the slice
 * joins the shell's store as soon as this remote loads. During a staff preview the previewed
 * type's reads go to its preview routes (preview-mode.ts).
 */
export const publicApi = injectApi(
  createApi({
    reducerPath: 'publicApi',
    baseQuery: (args, api, extra) => baseQuery(previewArgs(args), api, extra),
    // What the server's render of this page read: the first render hydrates its HTML.
    extractRehydrationInfo: serverRenderedState,
    tagTypes: ['Event', 'Content'],
    endpoints: () => ({}),
  }),
);
