import type { ApiSuccess, ListMeta } from '@diet/contracts/api';
import type { AuditEntry } from '@diet/contracts/audit';
import { adminCommsApi } from '../../api/admin-comms-api';

/** The filters of GET /api/admin/audit and of its CSV export; empty ones are left out. */
export interface AuditFilters {
  user?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface AuditPage {
  items: AuditEntry[];
  meta: ListMeta;
}

/** Only the filters that are set, as query parameters. */
export function auditParams(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** GET /api/admin/audit (administrators): filtered and paged by the API; newest first. */
export const auditApi = adminCommsApi.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditFilters & { page: number; pageSize: number }>({
      query: ({ page, pageSize, ...filters }) => ({
        url: 'admin/audit',
        params: { ...auditParams(filters), page, pageSize },
      }),
      transformResponse: (response: ApiSuccess<AuditEntry[]>, _meta, arg) => ({
        items: Array.isArray(response?.data) ? response.data : [],
        meta: response?.meta ?? { total: 0, page: arg.page, pageSize: arg.pageSize },
      }),
      // Always fresh: the trail grows with every request anyone makes.
      keepUnusedDataFor: 0,
    }),
    getAuditActions: build.query<string[], void>({
      query: () => 'admin/audit/actions',
      transformResponse: (response: ApiSuccess<string[]>) => (Array.isArray(response?.data) ? response.data : []),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditQuery, useGetAuditActionsQuery } = auditApi;
