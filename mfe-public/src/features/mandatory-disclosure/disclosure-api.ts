import type { ApiSuccess } from '@diet/contracts/api';
import { MANDATORY_DISCLOSURE_PATH, type MandatoryDisclosure } from '@diet/contracts/mandatory-disclosure';
import { publicApi } from '../../api/public-api';

/** GET /api/mandatory-disclosure, in the page's language. */
export const disclosureApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    getMandatoryDisclosure: build.query<MandatoryDisclosure, void>({
      query: () => MANDATORY_DISCLOSURE_PATH,
      transformResponse: (response: ApiSuccess<MandatoryDisclosure>) => response.data,
    }),
  }),
});

export const { useGetMandatoryDisclosureQuery } = disclosureApi;
