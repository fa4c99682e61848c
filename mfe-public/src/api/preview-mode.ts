/**
 * The staff preview (features/preview): while it shows, the public page's reads of the previewed
 * type go to the admin preview routes instead, with the staff token and the page's parameters, so
 * the page's own components show the item in its place (ARCHITECTURE.md 11.3, docs/decisions.md).
 * One rule for every type: GET <path> is its list (or its owner's, which embeds it), GET <path>/<id> the previewed item.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { inPageLanguage } from '@diet/frontend-core/base-query';

export interface PreviewTarget {
  /** The type's public API path ('notices'). */
  path: string;
  /** Where the admin API keeps its records (adminRecordPath). */
  record: string;
  id: string;
}

let current: PreviewTarget | null = null;

export function setPreviewTarget(target: PreviewTarget | null): void {
  current = target;
}

/** `args` as the preview asks them: a public read of the previewed type goes to its preview route, in the page's language. */
export function previewArgs(args: string | FetchArgs): string | FetchArgs {
  if (!current) return args;
  const url = typeof args === 'string' ? args : args.url;
  if (typeof args !== 'string' && (args.method ?? 'GET').toUpperCase() !== 'GET') return args;
  const path = url.replace(/^\/+/, '').split('?')[0];
  const base = `admin/${current.record}/${encodeURIComponent(current.id)}/preview`;
  const target =
    path === current.path ? base : path === `${current.path}/${encodeURIComponent(current.id)}` ? `${base}/item` : null;
  if (!target) return args;
  // The language is added while the call is still a public one (admin calls do not get it).
  const localized = inPageLanguage(args);
  if (typeof localized === 'string') return localized.replace(/^\/*[^?]*/, target);
  return { ...localized, url: localized.url.replace(/^\/*[^?]*/, target) };
}
