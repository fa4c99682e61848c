import type { ApiSuccess } from '@diet/contracts/api';
import { publicApi } from '../../api/public-api';

/** POST /api/research/proposal (multipart): a visitor's proposal, stored unapproved. */
export const researchApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    submitProposal: build.mutation<ApiSuccess<null>, FormData>({
      query: (body) => ({ url: 'research/proposal', method: 'POST', body }),
      // SPEC.md section 4: success reloads the list (the content api's list of the type).
      invalidatesTags: [{ type: 'Content', id: 'research' }],
    }),
  }),
});

export const { useSubmitProposalMutation } = researchApi;
