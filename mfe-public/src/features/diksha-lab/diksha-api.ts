import type { ApiSuccess } from '@diet/contracts/api';
import type { DikshaCourse } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

/** GET /api/diksha-lab: the courses shown under 'Available Courses'. */
export const dikshaApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<DikshaCourse[], void>({
      query: () => 'diksha-lab',
      transformResponse: (response: ApiSuccess<DikshaCourse[]>) => (Array.isArray(response?.data) ? response.data : []),
    }),
  }),
});

export const { useGetCoursesQuery } = dikshaApi;
