import type { ApiSuccess } from '@diet/contracts/api';
import type { ComplianceData } from '@diet/contracts/compliance';
import { adminCommsApi } from '../../api/admin-comms-api';

/** GET /api/admin/compliance (the last report, at once) and POST .../run (check now, answer the new one). */
export const complianceApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    getCompliance: build.query<ComplianceData, void>({
      query: () => 'admin/compliance',
      transformResponse: (response: ApiSuccess<ComplianceData>) => response.data,
      keepUnusedDataFor: 0,
    }),
    runCompliance: build.mutation<ComplianceData, void>({
      query: () => ({ url: 'admin/compliance/run', method: 'POST' }),
      transformResponse: (response: ApiSuccess<ComplianceData>) => response.data,
      // The screen shows the new report as soon as it comes.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(complianceApi.util.upsertQueryData('getCompliance', undefined, data));
      },
    }),
  }),
});

export const { useGetComplianceQuery, useRunComplianceMutation } = complianceApi;
