import { createApi } from '@diet/frontend-core/redux-shared';
import { baseQuery } from '@diet/frontend-core/base-query';
import { injectApi } from '@diet/frontend-core/store-registry';
import { injectContentEndpoints } from '@diet/admin-ui/content-api';

/**
 * This remote's api slice: every call goes through the shared base query (bearer token, 401 ends
 * the session). Features add endpoints with injectEndpoints; the slice joins the shell's store
 * when the remote loads.
 */
export const adminDikshaApi = injectApi(
  createApi({
    reducerPath: 'adminDikshaApi',
    baseQuery,
    tagTypes: ['Content', 'Dashboard', 'Enrolments', 'Attendance', 'Certificates'],
    endpoints: () => ({}),
  }),
);

/** The screens of this remote's content types (libs/admin-ui), on this slice. */
export const contentEndpoints = injectContentEndpoints(adminDikshaApi);
