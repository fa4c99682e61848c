import type { ApiSuccess } from '@diet/contracts/api';
import type { SubscriberType } from '@diet/contracts/enums';
import type { RecentNewsletter } from '@diet/contracts/entities';
import { publicApi } from '../../api/public-api';

export interface SubscribePayload {
  name: string;
  email: string;
  type: SubscriberType;
  website: string;
}

/** Subscribe, the recent campaigns (a recipient count, never addresses) and one campaign in full. */
export const newsletterApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<ApiSuccess<unknown>, SubscribePayload>({
      query: (body) => ({ url: 'newsletter/subscribe', method: 'POST', body }),
    }),
    getRecentNewsletters: build.query<RecentNewsletter[], void>({
      query: () => 'newsletter/recent',
      transformResponse: (response: ApiSuccess<RecentNewsletter[]>) => (Array.isArray(response?.data) ? response.data : []),
    }),
    getNewsletter: build.query<RecentNewsletter, string>({
      query: (id) => `newsletter/campaigns/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<RecentNewsletter>) => response.data,
    }),
  }),
});

export const { useSubscribeMutation, useGetRecentNewslettersQuery, useGetNewsletterQuery } = newsletterApi;
