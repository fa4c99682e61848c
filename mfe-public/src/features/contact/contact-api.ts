import type { ApiSuccess } from '@diet/contracts/api';
import type { ContactSubject } from '@diet/contracts/enums';
import { publicApi } from '../../api/public-api';

export interface ContactPayload {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** Honeypot: always empty from a person (ARCHITECTURE.md section 9). */
  website: string;
}

/** POST /api/contact. */
export const contactApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<ApiSuccess<unknown>, ContactPayload>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
