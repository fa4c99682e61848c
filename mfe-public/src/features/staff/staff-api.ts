import type { ApiSuccess } from '@diet/contracts/api';
import type { StaffMember } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

/** GET /api/staff: display order, Principal first. */
export const staffApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffMember[], void>({
      query: () => ({ url: 'staff', params: { pageSize: 200 } }),
      transformResponse: (response: ApiSuccess<StaffMember[]>) => (Array.isArray(response?.data) ? response.data : []),
    }),
  }),
});

export const { useGetStaffQuery } = staffApi;
