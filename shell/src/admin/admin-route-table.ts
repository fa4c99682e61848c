import { REMOTES, type RemoteName } from '@diet/contracts/api';
import type { Permission } from '@diet/contracts/permissions';

/**
 * The admin remotes: each exposes ./nav (its menu entries, relative to /admin) and ./routes (the
 * screens below those entries). The shell names no screen: which remote renders /admin/<segment>
 * is read from the remotes' navs, so a team adds a screen without touching the shell.
 */
export const ADMIN_NAV_REMOTES: RemoteName[] = REMOTES.filter((name) => name.startsWith('mfe_admin_'));

/** The first segment under /admin: '/admin/staff/12' -> 'staff', '/admin' -> ''. */
export function adminSegment(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
}

/** Nav paths from remotes may be 'staff', '/staff' or '/admin/staff': all mean /admin/staff. */
export function adminHref(path: string): string {
  const relative = path.replace(/^\/?(admin\/?)?/, '').replace(/^\/+/, '');
  return relative ? `/admin/${relative}` : '/admin';
}

export type AreaOf =
  /** `permission`: what the entry asks of the person who opens it. */
  | { kind: 'remote'; remote: RemoteName; permission: Permission }
  /** No loaded menu names the path, but a remote could not load: it may be that remote's. */
  | { kind: 'unavailable'; remote: RemoteName }
  | { kind: 'unknown' };

/** Which remote renders `pathname`, from the menu entries the remotes gave (each with its remote). */
export function areaOf(
  pathname: string,
  items: { path: string; remote: RemoteName; permission: Permission }[],
  unavailable: RemoteName[],
): AreaOf {
  const segment = adminSegment(pathname);
  const owner = items.find((item) => adminSegment(adminHref(item.path)) === segment);
  if (owner) return { kind: 'remote', remote: owner.remote, permission: owner.permission };
  if (unavailable.length > 0) return { kind: 'unavailable', remote: unavailable[0] };
  return { kind: 'unknown' };
}
