import type { ApiSuccess } from '@diet/contracts/api';
import type { StaffMember } from '@diet/contracts/entities';
import { staff } from '@diet/contracts/content-types/staff';
import { adminContentApi } from '../../api/admin-content-api';

/**
 * The staff order (backend content/hooks/staff-order.ts): the members sent take the places they
 * hold now, in the order sent; the staff list (its content-type cache) reloads.
 */
export const staffApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    reorderStaff: build.mutation<ApiSuccess<StaffMember[]>, string[]>({
      query: (ids) => ({ url: `admin/${staff.path}/order`, method: 'PUT', body: { ids } }),
      invalidatesTags: [{ type: 'Content', id: staff.path }],
    }),
  }),
});

export const { useReorderStaffMutation } = staffApi;
