import type { ApiSuccess } from '@diet/contracts/api';
import type { ExamResult } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminContentApi, listOf } from '../../api/admin-content-api';

/** Results Management calls: list (newest first), multipart publish/edit, delete. */
export const resultsApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminResults: build.query<ExamResult[], void>({
      query: () => `admin/results?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: (response: ApiSuccess<ExamResult[]>) => listOf<ExamResult>(response),
      providesTags: ['Result'],
    }),
    saveResult: build.mutation<ApiSuccess<ExamResult>, { id?: string; body: FormData }>({
      query: ({ id, body }) => ({ url: id ? `admin/results/${id}` : 'admin/results', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Result', 'Dashboard'],
    }),
    deleteResult: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/results/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Result', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminResultsQuery, useSaveResultMutation, useDeleteResultMutation } = resultsApi;
