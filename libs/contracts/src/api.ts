/** The API contract of ARCHITECTURE.md section 3. */
import type { Permission } from './permissions';

export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
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

/** localStorage keys of the admin session (SPEC.md section 3). */
export const SESSION_KEYS = { token: 'adminToken', user: 'adminUser' } as const;

/** One entry of an admin remote's ./nav. */
export interface AdminNavItem {
  path: string;
  label: string;
  /** Name of an icon the shell knows; remotes may also render their own. */
  icon?: string;
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
