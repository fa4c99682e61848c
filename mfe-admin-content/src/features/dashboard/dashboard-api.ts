import type { ApiSuccess, HealthStatus } from '@diet/contracts/api';
import type { DashboardStats } from '@diet/contracts/entities';
import { adminContentApi } from '../../api/admin-content-api';

/** Dashboard calls: the counted figures and the API's health (never invented numbers). */
export const dashboardApi = adminContentApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => 'admin/dashboard/stats',
      transformResponse: (response: ApiSuccess<DashboardStats>) => response.data,
      providesTags: ['Dashboard'],
    }),
    getHealth: build.query<HealthStatus, void>({
      query: () => 'health',
    }),
  }),
});

export const { useGetDashboardStatsQuery, useGetHealthQuery } = dashboardApi;
