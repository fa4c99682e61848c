import type { ApiSuccess } from '@diet/contracts/api';
import type { StaffMember } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminContentApi, listOf } from '../../api/admin-content-api';

/** Staff Management calls: list in display order, multipart create/edit, delete, reorder. */
export const staffApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminStaff: build.query<StaffMember[], void>({
      query: () => `admin/staff?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: (response: ApiSuccess<StaffMember[]>) => listOf<StaffMember>(response),
      providesTags: ['Staff'],
    }),
    saveStaff: build.mutation<ApiSuccess<StaffMember>, { id?: string; body: FormData }>({
      query: ({ id, body }) => ({ url: id ? `admin/staff/${id}` : 'admin/staff', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Staff', 'Dashboard'],
    }),
    deleteStaff: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/staff/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Staff', 'Dashboard'],
    }),
    reorderStaff: build.mutation<ApiSuccess<StaffMember[]>, string[]>({
      query: (ids) => ({ url: 'admin/staff/order', method: 'PUT', body: { ids } }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const { useGetAdminStaffQuery, useSaveStaffMutation, useDeleteStaffMutation, useReorderStaffMutation } = staffApi;
