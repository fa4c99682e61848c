import type { ApiSuccess, DikshaSummary } from '@diet/contracts/api';
import type { DikshaCourse } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

/** GET /api/diksha-lab: the courses shown under 'Available Courses'; GET /api/diksha-lab/summary: the programme's figures. */
export const dikshaApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<DikshaCourse[], void>({
      query: () => 'diksha-lab',
      transformResponse: (response: ApiSuccess<DikshaCourse[]>) => (Array.isArray(response?.data) ? response.data : []),
    }),
    // The office's figures, counted by the API the same way for both (no invented rate, ARCHITECTURE.md 8).
    getSummary: build.query<DikshaSummary | null, void>({
      query: () => 'diksha-lab/summary',
      transformResponse: (response: ApiSuccess<DikshaSummary>) =>
        typeof response?.data?.completionRate === 'number' ? response.data : null,
    }),
  }),
});

export const { useGetCoursesQuery, useGetSummaryQuery } = dikshaApi;
