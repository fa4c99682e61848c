/**
 * The staff preview of an item that is not public yet (issue 19): the public page of its type at
 * /preview/<type name>/<id>, rendered by the public site with the item in its place. Plain data, so
 * the public site's main chunk and the server read it without any content-type definition.
 */
import { pathWithoutLanguage } from './languages';

export const PREVIEW_SEGMENT = 'preview';

/** Whether a page address (in any language) is a preview: never indexed, never kept. */
export function isPreviewPath(pathname: string): boolean {
  return pathWithoutLanguage(pathname).startsWith(`/${PREVIEW_SEGMENT}/`);
}
