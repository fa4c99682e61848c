import type { ApiSuccess } from '@diet/contracts/api';
import type { TraineeRecord } from '@diet/contracts/training-messages';
import { publicApi } from '../../api/public-api';

export const myTrainingApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    /** Always the same answer (TRAINEE_MESSAGES.accessSent): it never tells who has enrolled. */
    requestRecordLink: build.mutation<ApiSuccess<null>, { email: string }>({
      query: (body) => ({ url: 'trainees/access', method: 'POST', body }),
    }),
    /** The mailed one-time link's token for a short-lived bearer. */
    openRecordSession: build.mutation<ApiSuccess<{ token: string }>, { token: string }>({
      query: (body) => ({ url: 'trainees/session', method: 'POST', body }),
    }),
    getMyRecord: build.query<TraineeRecord, string>({
      query: (bearer) => ({ url: 'trainees/me', headers: { Authorization: `Bearer ${bearer}` } }),
      transformResponse: (body: ApiSuccess<TraineeRecord>) => body.data,
      // Personal: not kept once the page is left.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRequestRecordLinkMutation, useOpenRecordSessionMutation, useGetMyRecordQuery } = myTrainingApi;
