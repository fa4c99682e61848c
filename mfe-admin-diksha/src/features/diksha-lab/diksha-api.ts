import type { ApiSuccess, DikshaSummary } from '@diet/contracts/api';
import { adminDikshaApi } from '../../api/admin-diksha-api';

/**
 * The summary cards' figures. Courses and trainee records come through the content endpoints; every
 * save of either invalidates 'Dashboard', so the cards follow.
 */
export const dikshaApi = adminDikshaApi.injectEndpoints({
  endpoints: (build) => ({
    getSummary: build.query<DikshaSummary, void>({
      query: () => 'admin/diksha-lab/summary',
      transformResponse: (response: ApiSuccess<DikshaSummary>) => response.data,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetSummaryQuery } = dikshaApi;
