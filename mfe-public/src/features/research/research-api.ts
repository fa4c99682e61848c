import type { ApiSuccess } from '@diet/contracts/api';
import type { ResearchPaper } from '@diet/contracts/entities';
import { RESEARCH_PAGE_SIZE } from '@diet/contracts/limits';
import { listParams, toPage, type Page } from '../../api/paged-list';
import { publicApi } from '../../api/public-api';

/** GET /api/research (approved or admin-published only) and POST /api/research/proposal (multipart). */
export const researchApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getPapers: build.query<Page<ResearchPaper>, { q: string; status: string; page: number }>({
      query: ({ q, status, page }) => ({
        url: 'research',
        params: listParams({ q, status, page, pageSize: RESEARCH_PAGE_SIZE }),
      }),
      transformResponse: toPage<ResearchPaper>,
      providesTags: ['Research'],
    }),
    submitProposal: build.mutation<ApiSuccess<null>, FormData>({
      query: (body) => ({ url: 'research/proposal', method: 'POST', body }),
      // SPEC.md section 4: success reloads the list.
      invalidatesTags: ['Research'],
    }),
  }),
});

export const { useGetPapersQuery, useSubmitProposalMutation } = researchApi;
