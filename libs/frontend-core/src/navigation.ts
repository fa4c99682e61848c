/**
 * Lets code outside React (the base query) send the user somewhere. The shell registers its
 * router's navigate at boot; until then, and in tests, a full page load does the job.
 */
import { isPreviewPath } from '@diet/contracts/preview';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export const LOGIN_PATH = '/admin/login';

/** /admin/login?next=<where the user was>, so they come back after signing in again. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const where = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!(where.startsWith('/admin') || isPreviewPath(location.pathname)) || location.pathname.startsWith(LOGIN_PATH))
    return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(where)}`;
}

/** Only our own admin pages (and staff previews) are valid `next` targets (no open redirect to another site). */
export function safeNextPath(next: string | null | undefined): string {
  if (
    !next ||
    !(next.startsWith('/admin') || isPreviewPath(next)) ||
    next.startsWith('//') ||
    next.startsWith(LOGIN_PATH)
  )
    return '/admin';
  return next;
}
