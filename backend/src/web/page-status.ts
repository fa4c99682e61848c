/**
 * The HTTP status of a page request: a public page 200, an address of no page 404 (search engines
 * index no soft 404), and an item's page (/<path>/<id>) what the public API answers for that item,
 * read with the URL the page itself reads (so the public cache answers both): an unknown,
 * unpublished, scheduled or removed id 404, a malformed one 400 where the type says so.
 */
import type { ServerRead } from '@diet/contracts/first-route';
import { apiUrlInLanguage, languageOfPath } from '@diet/contracts/languages';
import { isPublicPage, itemApiPath, itemOfPage } from '@diet/contracts/public-routes';

const ADMIN = /^\/admin(\/|$)/;

export async function pageStatus(pathname: string, read?: ServerRead): Promise<number> {
  // The back office's addresses are its own router's.
  if (ADMIN.test(pathname)) return 200;
  if (!isPublicPage(pathname)) return 404;
  const item = itemOfPage(pathname);
  if (!item || !read) return 200;
  const answer = await read(
    apiUrlInLanguage(`/api/${itemApiPath(item.path, item.id)}`, languageOfPath(pathname)),
  ).catch(() => undefined);
  // A read that fails otherwise (the database away) serves the page, which says so and offers a retry.
  return answer?.status === 404 || answer?.status === 400 ? answer.status : 200;
}
