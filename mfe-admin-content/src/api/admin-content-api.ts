import { createApi } from '@diet/frontend-core/redux-shared';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi } from '@diet/frontend-core/store-registry';
import { injectContentEndpoints } from '@diet/admin-ui/content-api';

/**
 * This remote's api slice: every call goes through the shared base query (bearer token, 401 ends
 * the session). Features add endpoints with injectEndpoints; the slice joins the shell's store
 * when the remote loads.
 */
export const adminContentApi = injectApi(
  createApi({
    reducerPath: 'adminContentApi',
    baseQuery,
    tagTypes: ['Staff', 'Research', 'Gallery', 'Result', 'Material', 'Dashboard', 'Content'],
    endpoints: () => ({}),
  }),
);

/** The screens of this remote's content types (libs/admin-ui), on this slice. */
export const contentEndpoints = injectContentEndpoints(adminContentApi);

/** SPEC.md section 7: a list answer that is not an array counts as an empty list. */
export function listOf<T>(response: { data?: unknown } | undefined): T[] {
  return Array.isArray(response?.data) ? (response.data as T[]) : [];
}
