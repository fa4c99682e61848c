import { createApi } from '@diet/frontend-core/redux-shared';
import type { ApiSuccess } from '@diet/contracts/api';
import type { SiteContent } from '@diet/contracts/entities';
import { baseQuery } from '@diet/frontend-core/base-query';
import { serverRenderedState } from '@diet/frontend-core/store-registry';

/** The content out of GET /api/site's answer (also used to seed a server render, server-screen.tsx). */
export const siteFromResponse = (response: ApiSuccess<SiteContent>): SiteContent => response.data;

/**
 * The institute's site content (GET /api/site): name, subtitle, contact details, social links.
 * Shared by the shell (header, footer, splash) and the remotes (page titles).
 */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery,
  extractRehydrationInfo: serverRenderedState,
  endpoints: (build) => ({
    getSite: build.query<SiteContent, void>({
      query: () => 'site',
      transformResponse: siteFromResponse,
      // The content changes only when the institute redeploys: keep it for the whole visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
