/**
 * The calls of every content type's screen, injected once into a remote's api slice: the list
 * with server-side search, filters and paging, the save (JSON, or multipart when a file is sent)
 * and the delete. Cached per content type (tag 'Content', id = its path).
 */
import type { Api, coreModuleName, EndpointDefinitions, reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import type { AdminAccount } from '@diet/contracts/accounts';
import type { ApiSuccess, ImportReport, ListMeta } from '@diet/contracts/api';
import type { PublishAction, ReviewItem } from '@diet/contracts/publishing';
import type { baseQuery } from '@diet/frontend-core/base-query';

export interface ContentQuery {
  page: number;
  pageSize: number;
  q?: string;
  /** Field -> value; undefined leaves the filter out. */
  filters?: Record<string, string | boolean | undefined>;
}

export interface ContentItem {
  id: string;
  [field: string]: unknown;
}

/** The list's query string; empty filters and an empty search are left out so the server applies none. */
export function contentQueryString({ page, pageSize, q, filters = {} }: ContentQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) params.set('q', q.trim());
  for (const [field, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(field, String(value));
  return params.toString();
}

/** The review queue's cache tag: every publishing action and delete refreshes it. */
const REVIEW = 'review';
/** A singleton's cache tag (its working copy and revisions; singleton-api.ts). */
export const singletonTag = (path: string) => ({ type: 'Content' as const, id: `singleton:${path}` });

/** A remote's api slice that knows the tags 'Content' and 'Dashboard'. */
type RemoteApi = Api<
  typeof baseQuery,
  EndpointDefinitions,
  string,
  'Content' | 'Dashboard',
  typeof coreModuleName | typeof reactHooksModuleName
>;

/** Adds the content endpoints to the remote's own slice, so a save also refreshes its dashboard. */
export function injectContentEndpoints<A extends { injectEndpoints: unknown }>(remoteApi: A) {
  return (remoteApi as unknown as RemoteApi).injectEndpoints({
    endpoints: (build) => ({
      contentList: build.query<{ items: ContentItem[]; total: number }, { path: string; query: ContentQuery }>({
        query: ({ path, query }) => `admin/${path}?${contentQueryString(query)}`,
        transformResponse: (response: ApiSuccess<ContentItem[]> & { meta?: ListMeta }) => {
          const items = Array.isArray(response?.data) ? response.data : [];
          return { items, total: response?.meta?.total ?? items.length };
        },
        providesTags: (_result, _error, { path }) => [{ type: 'Content', id: path }],
      }),
      // One record, as the edit form starts from it: the dashboard's 'Past review' links to it (?edit=<id>).
      contentItem: build.query<ContentItem, { path: string; record?: string; id: string }>({
        query: ({ path, record = path, id }) => `admin/${record}/${id}`,
        transformResponse: (response: ApiSuccess<ContentItem>) => response.data,
        providesTags: (_result, _error, { path }) => [{ type: 'Content', id: path }],
      }),
      // The total and each view's count (GET /api/admin/<path>/counts), refreshed by every save and delete.
      contentCounts: build.query<Record<string, number>, string>({
        query: (path) => `admin/${path}/counts`,
        transformResponse: (response: ApiSuccess<Record<string, number>>) => response?.data ?? {},
        providesTags: (_result, _error, path) => [{ type: 'Content', id: path }],
      }),
      // `record`: where the admin API keeps the records, when not at the list's path (adminRecordPath).
      contentSave: build.mutation<
        ApiSuccess<ContentItem>,
        { path: string; record?: string; id?: string; body: FormData | Record<string, unknown> }
      >({
        query: ({ path, record = path, id, body }) => ({
          url: id ? `admin/${record}/${id}` : `admin/${record}`,
          method: id ? 'PUT' : 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { path }) => [
          { type: 'Content', id: path },
          { type: 'Content', id: REVIEW },
          'Dashboard',
        ],
      }),
      // A CSV import (POST /api/admin/<path>/import, multipart 'file'): a dry run reports, an import writes and refreshes the list.
      contentImport: build.mutation<
        ApiSuccess<ImportReport>,
        { path: string; file: Blob; dryRun: boolean; skipInvalid?: boolean }
      >({
        query: ({ path, file, dryRun, skipInvalid }) => {
          const body = new FormData();
          body.append('file', file);
          const params = new URLSearchParams(dryRun ? { dryRun: 'true' } : skipInvalid ? { skipInvalid: 'true' } : {});
          return { url: `admin/${path}/import${params.size ? `?${params.toString()}` : ''}`, method: 'POST', body };
        },
        invalidatesTags: (_result, _error, { path, dryRun }) =>
          dryRun ? [] : [{ type: 'Content', id: path }, { type: 'Content', id: REVIEW }, 'Dashboard'],
      }),
      contentDelete: build.mutation<ApiSuccess<null>, { path: string; record?: string; id: string }>({
        query: ({ path, record = path, id }) => ({ url: `admin/${record}/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { path }) => [
          { type: 'Content', id: path },
          { type: 'Content', id: REVIEW },
          'Dashboard',
        ],
      }),
      // Submit, publish (now or at `publishAt`), unpublish, send back: refreshes the type's list and the review queue.
      contentPublish: build.mutation<
        ApiSuccess<ContentItem>,
        {
          path: string;
          record: string;
          /** Absent for a singleton: its actions are the type's own (POST /api/admin/site-settings/publish). */
          id?: string;
          action: PublishAction;
          body?: { publishAt: string } | { reason: string };
        }
      >({
        query: ({ record, id, action, body }) => ({
          url: id === undefined ? `admin/${record}/${action}` : `admin/${record}/${id}/${action}`,
          method: 'POST',
          body: body ?? {},
        }),
        invalidatesTags: (_result, _error, { path, id }) => [
          id === undefined ? singletonTag(path) : { type: 'Content', id: path },
          { type: 'Content', id: REVIEW },
          'Dashboard',
        ],
      }),
      // What waits in review, of every type (GET /api/admin/review: editors and administrators).
      reviewQueue: build.query<ReviewItem[], void>({
        query: () => 'admin/review',
        transformResponse: (response: ApiSuccess<ReviewItem[]>) => (Array.isArray(response?.data) ? response.data : []),
        providesTags: [{ type: 'Content', id: REVIEW }],
      }),
      // The signed-in person, for what the screens offer their role.
      adminAccount: build.query<AdminAccount, void>({
        query: () => 'admin/auth/account',
        transformResponse: (response: ApiSuccess<AdminAccount>) => response.data,
      }),
    }),
  });
}

export type ContentEndpoints = ReturnType<typeof injectContentEndpoints>;
