/** The API contract of ARCHITECTURE.md section 3. */
import type { Permission } from './permissions';

export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
  /** A definition's `public.listFacets`: each field's values among the records the search finds, with their counts. */
  facets?: Record<string, FacetCount[]>;
}

export interface FacetCount {
  value: string | number;
  count: number;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
  meta?: ListMeta;
}

export interface ApiError {
  success: false;
  statusCode: number;
  error: string;
  message: string;
  /** Field name -> message for bad input, and `requestId`: the answer's X-Request-Id, for the logs. */
  details?: Record<string, string>;
  /** What a refusal carries beside its text: a CSV import's rows and errors. */
  data?: unknown;
}

/** A CSV import's report (POST /api/admin/<path>/import): rows read, rows valid, each error by line and column. */
export interface ImportReport {
  rows: number;
  valid: number;
  errors: { line: number; column: string; message: string }[];
  /** After an import (not a dry run): records added and records updated. */
  added?: number;
  updated?: number;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiError;

export interface ListQuery {
  page?: number;
  pageSize?: number;
  q?: string;
  sort?: string;
}

export interface HealthStatus {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** GET /api/health/ready: 503 with status 'error' while the database is away or the process is stopping. */
export interface ReadinessStatus extends HealthStatus {
  shuttingDown: boolean;
}

/** GET /api/health/live: the process answers (the database is not asked). */
export interface LivenessStatus {
  status: 'ok';
}

/** The name of each remote, as Module Federation and /remotes.json know it. */
export const REMOTES = ['mfe_public', 'mfe_admin_content', 'mfe_admin_diksha', 'mfe_admin_comms'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Folder of each remote's build under /mfe/. */
export const REMOTE_PATHS: Record<RemoteName, string> = {
  mfe_public: 'mfe-public',
  mfe_admin_content: 'mfe-admin-content',
  mfe_admin_diksha: 'mfe-admin-diksha',
  mfe_admin_comms: 'mfe-admin-comms',
};

/**
 * Sent ('1') by the back office's own timed re-reads (the account and the menu's counts, every
 * minute): the server checks the session but does not count the call as a use, so a tab left open
 * and untouched still ends at the idle limit (ARCHITECTURE.md 12.4).
 */
export const BACKGROUND_CALL_HEADER = 'X-Background-Call';

/**
 * The renewal of an admin session's short access token (issue 35 item 4, docs/decisions.md): a POST
 * to `path` (below /api) with `header` set, which carries the HttpOnly cookie only that path gets.
 */
export const SESSION_RENEWAL = {
  path: 'admin/auth/refresh',
  header: 'X-Session-Renewal',
  cookie: 'diet_session',
  /** 403 to a renewal without the header, or sent from another site's page. */
  crossSite: 'A session can be renewed only from the site itself.',
} as const;

/** localStorage keys of the admin session (SPEC.md section 3). */
export const SESSION_KEYS = { token: 'adminToken', user: 'adminUser' } as const;

/**
 * The icons the shell draws in the admin menu (shell/src/admin/admin-icons.tsx), by name: a
 * vocabulary, not a list of screens. A content type's `admin.icon` and a remote's ./nav name one of
 * these, so a misspelt name fails the type check instead of showing the default icon.
 */
export const ADMIN_ICONS = [
  'dashboard',
  'staff',
  'gallery',
  'research',
  'library',
  'results',
  'study-material',
  'download',
  'diksha-lab',
  'newsletter',
  'events',
  'messages',
  'review',
  'notification',
  'profile',
  'safety-certificate',
  'lock',
  'trash',
  'audit',
  'emblem',
  'setting',
  'schedule',
] as const;
export type AdminIconName = (typeof ADMIN_ICONS)[number];

/** One entry of an admin remote's ./nav. */
export interface AdminNavItem {
  path: string;
  label: string;
  /** The icon the shell draws beside it. */
  icon?: AdminIconName;
  order: number;
  /** Who sees the entry and may open its screens (permissions.ts); the shell hides it from the others. */
  permission: Permission;
  /**
   * A number beside the entry: the total of the admin list at `url` (under /api, read with the
   * entry's permission), named by `label` ('Review queue, 3 waiting'). Read again after every
   * change the back office writes, on focus and every minute.
   */
  count?: { url: string; label: string };
}

/** GET /api/admin/diksha-lab/summary: the four cards of 'Diksha Lab Management', counted by the API. */
export interface DikshaSummary {
  /** "Active Courses" = the number of courses (SPEC.md section 2). */
  activeCourses: number;
  /** How many of those courses have the status Active, shown under the card so it cannot mislead. */
  coursesWithActiveStatus: number;
  trainees: number;
  trainingHours: number;
  /** Whole percent of trainees at 100% progress; 0 when there are none. */
  completionRate: number;
}
