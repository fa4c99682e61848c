import type { ApiSuccess, HealthStatus } from '@diet/contracts/api';
import type { DashboardStats } from '@diet/contracts/entities';
import type { PastReviewItem } from '@diet/contracts/review';
import { adminContentApi } from '../../api/admin-content-api';

/** Dashboard calls: the counted figures and the API's health (never invented numbers). */
export const dashboardApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => 'admin/dashboard/stats',
      transformResponse: (response: ApiSuccess<DashboardStats>) => response.data,
      providesTags: ['Dashboard'],
    }),
    // Published items past their review day (ARCHITECTURE 12.3): editors and administrators.
    getPastReview: build.query<PastReviewItem[], void>({
      query: () => 'admin/dashboard/past-review',
      transformResponse: (response: ApiSuccess<PastReviewItem[]>) =>
        Array.isArray(response?.data) ? response.data : [],
      providesTags: ['Dashboard'],
    }),
    getHealth: build.query<HealthStatus, void>({
      query: () => 'health',
    }),
  }),
});

export const { useGetDashboardStatsQuery, useGetPastReviewQuery, useGetHealthQuery } = dashboardApi;
