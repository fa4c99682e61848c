/**
 * Every content type defined through `defineContentType`. The API's routes and tables, the public
 * cache, the sitemap and the dashboard counts are derived from this list: a new content type is
 * added here and nowhere else.
 */
import type { AdminNavItem, RemoteName } from '../api';
import type { ContentTypeDefinition } from '../content-type';
import { gallery } from './gallery';
import { events } from './events';
import { dikshaCourses } from './diksha-courses';
import { library } from './library';
import { notices } from './notices';
import { research } from './research';
import { results } from './results';
import { sitePages } from './site-pages';
import { siteEmblems } from './site-emblems';
import { staff } from './staff';
import { studyMaterial } from './study-material';
import { downloads } from './downloads';
import { admissionPhases, programmes } from './programmes';
import { traineeRecords } from './trainee-records';
import { tenders } from './tenders';
import { tenderCorrigenda } from './tender-corrigenda';
import { tenderDocuments } from './tender-documents';
import { rtiDisclosures, rtiOfficers } from './rti';
import { trainings, trainingSessions } from './trainings';

export const CONTENT_TYPES: readonly ContentTypeDefinition[] = [
  staff,
  gallery,
  library,
  results,
  studyMaterial,
  downloads,
  programmes,
  admissionPhases,
  notices,
  research,
  events,
  dikshaCourses,
  traineeRecords,
  tenders,
  tenderDocuments,
  tenderCorrigenda,
  rtiDisclosures,
  rtiOfficers,
  sitePages,
  siteEmblems,
  trainings,
  trainingSessions,
];

/** The content types whose screens a remote renders. */
export function contentTypesOf(
  remote: RemoteName,
  definitions: readonly ContentTypeDefinition[] = CONTENT_TYPES,
): ContentTypeDefinition[] {
  return definitions.filter((d) => d.admin.remote === remote);
}

/** The content types of a remote with a screen of their own (not shown on another type's). */
export function contentScreensOf(
  remote: RemoteName,
  definitions: readonly ContentTypeDefinition[] = CONTENT_TYPES,
): ContentTypeDefinition[] {
  return contentTypesOf(remote, definitions).filter((d) => !d.admin.screen);
}

/** A remote's admin menu entries for its content types: whoever may read content sees them. */
export function contentNav(
  remote: RemoteName,
  definitions: readonly ContentTypeDefinition[] = CONTENT_TYPES,
): AdminNavItem[] {
  return contentScreensOf(remote, definitions).map((d) => ({
    path: d.path,
    label: d.admin.nav,
    icon: d.admin.icon,
    order: d.admin.order,
    permission: 'contentRead',
  }));
}
