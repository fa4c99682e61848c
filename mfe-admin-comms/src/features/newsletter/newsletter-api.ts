import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { DeliveryState, SubscriberType } from '@diet/contracts/enums';
import type { NewsletterCampaign, NewsletterDelivery, Subscriber } from '@diet/contracts/entities';
import { adminCommsApi } from '../../api/admin-comms-api';

/** The stats of GET /api/admin/newsletter, every number counted by the API. */
export interface NewsletterStats {
  total: number;
  inactive: number;
  byType: Record<SubscriberType, number>;
  thisWeek: { total: number; byType: Record<SubscriberType, number> };
  emailsSentThisMonth: number;
  /** Percent, last 30 days against the 30 before; null when there were none before. */
  growthRate: number | null;
  newLast30Days: number;
  newPrevious30Days: number;
  /** Opens are not tracked. */
  openRate: number | null;
}

export interface NewsletterOverview {
  subscribers: Subscriber[];
  meta: ListMeta;
  stats: NewsletterStats;
  logs: NewsletterCampaign[];
}

export interface SubscriberQuery {
  type: SubscriberType | null;
  q: string;
  page: number;
  pageSize: number;
}

export interface DeliveryPage {
  items: NewsletterDelivery[];
  meta: ListMeta;
}

/** The newsletter admin endpoints; writes refresh the overview (stats, table and campaigns). */
export const newsletterApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterOverview: build.query<NewsletterOverview, SubscriberQuery>({
      query: ({ type, q, page, pageSize }) => ({
        url: 'admin/newsletter',
        params: { page, pageSize, ...(type ? { type } : {}), ...(q.trim() ? { q: q.trim() } : {}) },
      }),
      transformResponse: (response: ApiSuccess<NewsletterOverview>) => response.data,
      providesTags: ['Newsletter'],
    }),
    setSubscriberStatus: build.mutation<Subscriber, { id: string; status: boolean }>({
      query: ({ id, status }) => ({
        url: `admin/newsletter/subscribers/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Newsletter'],
    }),
    deleteSubscriber: build.mutation<null, string>({
      query: (id) => ({ url: `admin/newsletter/subscribers/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Newsletter'],
    }),
    sendNewsletter: build.mutation<NewsletterCampaign, { subject: string; content: string }>({
      query: (body) => ({ url: 'admin/newsletter/send', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),
    getDeliveries: build.query<
      DeliveryPage,
      { campaignId: string; page: number; pageSize: number; state: DeliveryState | null }
    >({
      query: ({ campaignId, page, pageSize, state }) => ({
        url: `admin/newsletter/campaigns/${encodeURIComponent(campaignId)}/deliveries`,
        params: { page, pageSize, ...(state ? { state } : {}) },
      }),
      transformResponse: (response: ApiSuccess<NewsletterDelivery[]>, _meta, arg) => ({
        items: Array.isArray(response?.data) ? response.data : [],
        meta: response?.meta ?? { total: 0, page: arg.page, pageSize: arg.pageSize },
      }),
      providesTags: ['Newsletter'],
    }),
    retryFailed: build.mutation<{ retried: number }, string>({
      query: (id) => ({ url: `admin/newsletter/campaigns/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Newsletter'],
    }),
  }),
});

/** How often the campaigns are asked for again while one is still sending. */
export const LIVE_POLL_MS = 3000;

/** True while a campaign still has deliveries to make (pending, waiting for a retry, or being sent). */
export const isSending = (campaign: NewsletterCampaign): boolean => campaign.pendingCount > 0;

/**
 * The overview, asked for again every LIVE_POLL_MS while some campaign is still sending, so its
 * sent/failed/pending counts move without a reload; no polling once every campaign is done.
 */
export function useLiveNewsletterOverview(query: SubscriberQuery) {
  // What the cache holds for these arguments decides the interval of the subscription below.
  const cached = newsletterApi.endpoints.getNewsletterOverview.useQueryState(query);
  const live = cached.data?.logs.some(isSending) ?? false;
  return newsletterApi.endpoints.getNewsletterOverview.useQuery(query, { pollingInterval: live ? LIVE_POLL_MS : 0 });
}

export const {
  useSetSubscriberStatusMutation,
  useDeleteSubscriberMutation,
  useSendNewsletterMutation,
  useGetDeliveriesQuery,
  useRetryFailedMutation,
} = newsletterApi;
