import type { ApiSuccess } from '@diet/contracts/api';
import type { MessageStatus } from '@diet/contracts/contact-tracking';
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

/** GET /api/contact/{reference}?email= (ARCHITECTURE.md 12.3). */
export interface TrackedMessage {
  reference: string;
  status: MessageStatus;
  updatedAt: string;
  reply?: string;
}

/** POST /api/contact, and tracking a message by its reference. */
export const contactApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<ApiSuccess<{ success: true; reference: string }>, ContactPayload>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
    // A mutation, not a cached query: each check asks the server again (the status may have moved).
    trackMessage: build.mutation<ApiSuccess<TrackedMessage>, { reference: string; email: string }>({
      query: ({ reference, email }) => ({ url: `contact/${encodeURIComponent(reference)}`, params: { email } }),
    }),
  }),
});

export const { useSendContactMutation, useTrackMessageMutation } = contactApi;
