/**
 * The calls of a singleton's screen (libs/contracts singleton-type.ts), joined to the remote's own
 * api slice the first time its screen shows: the working copy, the save, the publishing actions,
 * the revisions and their restore. Cached per singleton (tag 'Content', id = its path).
 */
import type {
  Api,
  BaseQueryFn,
  coreModuleName,
  EndpointDefinitions,
  reactHooksModuleName,
} from '@reduxjs/toolkit/query/react';
import type { ApiSuccess } from '@diet/contracts/api';
import type { Revision } from '@diet/contracts/content-governance';
import type { PublishState } from '@diet/contracts/publishing';
import type { Doc, DocTranslations } from '@diet/contracts/singleton-type';
import { singletonTag, type ContentEndpoints } from './content-api';

/** What the office reads: the working copy, its translations and how it stands. */
export type SingletonRecord = Doc & { translations: DocTranslations; publishState: PublishState; updatedAt: string };
export type SingletonAction = 'publish' | 'submit' | 'send-back';

type RemoteApi = Api<
  BaseQueryFn,
  EndpointDefinitions,
  string,
  'Content' | 'Dashboard',
  typeof coreModuleName | typeof reactHooksModuleName
>;

const tag = singletonTag;

function injectSingletonEndpoints(endpoints: ContentEndpoints) {
  return (endpoints as unknown as RemoteApi).injectEndpoints({
    endpoints: (build) => ({
      singletonGet: build.query<SingletonRecord, string>({
        query: (path) => `admin/${path}`,
        transformResponse: (response: ApiSuccess<SingletonRecord>) => response.data,
        providesTags: (_result, _error, path) => [tag(path)],
      }),
      singletonSave: build.mutation<ApiSuccess<SingletonRecord>, { path: string; body: Doc }>({
        query: ({ path, body }) => ({ url: `admin/${path}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { path }) => [tag(path), { type: 'Content', id: 'review' }],
      }),
      singletonAction: build.mutation<ApiSuccess<SingletonRecord>, { path: string; action: SingletonAction }>({
        query: ({ path, action }) => ({ url: `admin/${path}/${action}`, method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, { path }) => [tag(path), { type: 'Content', id: 'review' }],
      }),
      singletonRevisions: build.query<Revision[], string>({
        query: (path) => `admin/${path}/revisions`,
        transformResponse: (response: ApiSuccess<Revision[]>) => response?.data ?? [],
        providesTags: (_result, _error, path) => [tag(path)],
      }),
      singletonRestore: build.mutation<ApiSuccess<SingletonRecord>, { path: string; revisionId: string }>({
        query: ({ path, revisionId }) => ({ url: `admin/${path}/revisions/${revisionId}/restore`, method: 'POST' }),
        invalidatesTags: (_result, _error, { path }) => [tag(path)],
      }),
    }),
  });
}

const injected = new WeakMap<ContentEndpoints, ReturnType<typeof injectSingletonEndpoints>>();
export function singletonEndpoints(endpoints: ContentEndpoints) {
  if (!injected.has(endpoints)) injected.set(endpoints, injectSingletonEndpoints(endpoints));
  return injected.get(endpoints)!;
}
