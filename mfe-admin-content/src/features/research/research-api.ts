import type { ApiSuccess } from '@diet/contracts/api';
import type { ResearchPaper } from '@diet/contracts/entities';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { adminContentApi, listOf } from '../../api/admin-content-api';

/** Research Management calls: every paper, multipart create/edit, JSON approval, delete. */
export const researchApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminResearch: build.query<ResearchPaper[], void>({
      query: () => `admin/research?pageSize=${MAX_PAGE_SIZE}`,
      transformResponse: (response: ApiSuccess<ResearchPaper[]>) => listOf<ResearchPaper>(response),
      providesTags: ['Research'],
    }),
    saveResearch: build.mutation<ApiSuccess<ResearchPaper>, { id?: string; body: FormData }>({
      query: ({ id, body }) => ({ url: id ? `admin/research/${id}` : 'admin/research', method: id ? 'PUT' : 'POST', body }),
      invalidatesTags: ['Research', 'Dashboard'],
    }),
    setResearchApproval: build.mutation<ApiSuccess<ResearchPaper>, { id: string; isApproved: boolean }>({
      query: ({ id, isApproved }) => ({ url: `admin/research/${id}`, method: 'PUT', body: { isApproved } }),
      invalidatesTags: ['Research', 'Dashboard'],
    }),
    deleteResearch: build.mutation<ApiSuccess<null>, string>({
      query: (id) => ({ url: `admin/research/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Research', 'Dashboard'],
    }),
  }),
});

export const { useGetAdminResearchQuery, useSaveResearchMutation, useSetResearchApprovalMutation, useDeleteResearchMutation } = researchApi;
