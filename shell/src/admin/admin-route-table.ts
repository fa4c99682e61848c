import type { RemoteName } from '@diet/contracts/api';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';

/**
 * Which admin remote renders which /admin/<segment> (the index, '', is the dashboard). The remote
 * itself owns the pages below its segments; the shell only needs to know whom to load. The screens
 * of content types come from their definitions; these are the screens that are not one yet.
 */
const BESPOKE_AREAS: Record<string, RemoteName> = {
  '': 'mfe_admin_content',
  staff: 'mfe_admin_content',
  gallery: 'mfe_admin_content',
  research: 'mfe_admin_content',
  results: 'mfe_admin_content',
  'study-material': 'mfe_admin_content',
  'diksha-lab': 'mfe_admin_diksha',
  newsletter: 'mfe_admin_comms',
  events: 'mfe_admin_comms',
  messages: 'mfe_admin_comms',
};

export const ADMIN_AREAS: Record<string, RemoteName> = {
  ...BESPOKE_AREAS,
  ...Object.fromEntries(CONTENT_TYPES.map((d) => [d.path, d.admin.remote])),
};

export const ADMIN_NAV_REMOTES: RemoteName[] = ['mfe_admin_content', 'mfe_admin_diksha', 'mfe_admin_comms'];

/** The first segment under /admin: '/admin/staff/12' -> 'staff', '/admin' -> ''. */
export function adminSegment(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
}

export function remoteForAdminPath(pathname: string): RemoteName | undefined {
  return ADMIN_AREAS[adminSegment(pathname)];
}

/** Nav paths from remotes may be 'staff', '/staff' or '/admin/staff': all mean /admin/staff. */
export function adminHref(path: string): string {
  const relative = path.replace(/^\/?(admin\/?)?/, '').replace(/^\/+/, '');
  return relative ? `/admin/${relative}` : '/admin';
}
