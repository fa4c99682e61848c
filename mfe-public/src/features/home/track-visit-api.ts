import { publicApi } from '../../api/public-api';

/**
 * GET /api/analytics/track-visit, fired once per home load. A mutation, so nothing caches it;
 * failure is only logged (SPEC.md section 8).
 */
export const trackVisitApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    trackVisit: build.mutation<void, void>({
      query: () => ({ url: 'analytics/track-visit', method: 'GET' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useTrackVisitMutation } = trackVisitApi;
