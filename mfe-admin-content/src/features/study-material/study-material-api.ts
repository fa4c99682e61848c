import type { ApiSuccess } from '@diet/contracts/api';
import type { StudyMaterial } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminContentApi, listOf } from '../../api/admin-content-api';

/** Study Material Management calls: list, multipart upload/edit, delete. */
export const studyMaterialApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminMaterials: build.query<StudyMaterial[], void>({
      query: () => `admin/study-material?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: (response: ApiSuccess<StudyMaterial[]>) => listOf<StudyMaterial>(response),
      providesTags: ['Material'],
    }),
    saveMaterial: build.mutation<ApiSuccess<StudyMaterial>, { id?: string; body: FormData }>({
      query: ({ id, body }) => ({ url: id ? `admin/study-material/${id}` : 'admin/study-material', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Material', 'Dashboard'],
    }),
    deleteMaterial: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/study-material/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Material', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminMaterialsQuery, useSaveMaterialMutation, useDeleteMaterialMutation } = studyMaterialApi;
