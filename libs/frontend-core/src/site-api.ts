import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiSuccess } from '@diet/contracts/api';
import type { SiteContent } from '@diet/contracts/entities';
import { baseQuery } from '@diet/frontend-core/base-query';

/**
 * The institute's site content (GET /api/site): name, subtitle, contact details, social links.
 * Shared by the shell (header, footer, splash) and the remotes (page titles).
 */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery,
  endpoints: (build) => ({
    getSite: build.query<SiteContent, void>({
      query: () => 'site',
      transformResponse: (response: ApiSuccess<SiteContent>) => response.data,
      // The content changes only when the institute redeploys: keep it for the whole visit.
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetSiteQuery } = siteApi;
