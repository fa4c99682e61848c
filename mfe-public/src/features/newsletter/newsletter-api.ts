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

/** GET /api/newsletter/campaigns/:id: the body as the server sanitised and stored it. */
export interface NewsletterCampaign extends RecentNewsletter {
  html: string | null;
  isHtml: boolean;
}

/** GET and POST /api/newsletter/unsubscribe?token= */
export interface UnsubscribeState {
  email: string;
  active: boolean;
}

/** Subscribe, the recent campaigns (a recipient count, never addresses) and one campaign in full. */
export const newsletterApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<ApiSuccess<unknown>, SubscribePayload>({
      query: (body) => ({ url: 'newsletter/subscribe', method: 'POST', body }),
    }),
    getRecentNewsletters: build.query<RecentNewsletter[], void>({
      query: () => 'newsletter/recent',
      transformResponse: (response: ApiSuccess<RecentNewsletter[]>) =>
        Array.isArray(response?.data) ? response.data : [],
    }),
    getNewsletter: build.query<NewsletterCampaign, string>({
      query: (id) => `newsletter/campaigns/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<NewsletterCampaign>) => response.data,
    }),
    getUnsubscribeState: build.query<UnsubscribeState, string>({
      query: (token) => ({ url: 'newsletter/unsubscribe', params: { token } }),
      transformResponse: (response: ApiSuccess<UnsubscribeState>) => response.data,
    }),
    unsubscribe: build.mutation<ApiSuccess<UnsubscribeState>, string>({
      query: (token) => ({ url: 'newsletter/unsubscribe', method: 'POST', params: { token } }),
    }),
  }),
});

export const {
  useSubscribeMutation,
  useGetRecentNewslettersQuery,
  useGetNewsletterQuery,
  useGetUnsubscribeStateQuery,
  useUnsubscribeMutation,
} = newsletterApi;
