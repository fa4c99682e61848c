import { TRACK_VISIT_PATH } from '@diet/contracts/first-route';
import { API_BASE_URL } from '@diet/frontend-core/base-query';
import { publicApi } from '../../api/public-api';

/**
 * GET /api/analytics/track-visit, fired once per home load. A mutation, so nothing caches it;
 * failure is only logged (SPEC.md section 8).
 */
export const trackVisitApi = publicApi.injectEndpoints({
  endpoints: (build) => ({
    trackVisit: build.mutation<void, void>({
      // The path the page's inline script asks too (server-screen-script.ts), below the api slice's base.
      query: () => ({ url: TRACK_VISIT_PATH.slice(`${API_BASE_URL}/`.length), method: 'GET' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useTrackVisitMutation } = trackVisitApi;
