/**
 * The structured data of a rendered public page (structured-data.ts), from what its render read:
 * the home page's institute from GET /api/site, an item page's item from its GET /api/<path>/<id>
 * (the answers the page carries anyway: nothing is read twice). A page whose data did not come
 * gets none: no block claims what the page does not show.
 */
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { publicPageOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import type { PageHead } from '@diet/contracts/first-route';
import { apiUrlInLanguage, languageOfPath, pathWithoutLanguage } from '@diet/contracts/languages';
import { itemApiPath, itemOfPage } from '@diet/contracts/public-routes';
import { groupLabelOf } from '@diet/contracts/search';
import { homeStructuredData, itemStructuredData, type InstituteFacts } from './structured-data';

const BY_PATH = new Map<string, ContentTypeDefinition>(CONTENT_TYPES.map((d) => [d.path, d]));

/** The `data` of an answer's JSON text, or undefined. */
function dataOf<T>(json: string | undefined): T | undefined {
  if (json === undefined) return undefined;
  try {
    return (JSON.parse(json) as { data?: T }).data;
  } catch {
    return undefined;
  }
}

/**
 * The head lines of `pathname`'s structured data. `screen`: the render's answers (URL, JSON text)
 * and what the page said of itself; `institute`: GET /api/site's data in the page's language (the
 * shell page keeps it parsed). Only the item's answer is parsed here, on an item's page.
 */
export function pageStructuredData(
  pathname: string,
  screen: { answers: [string, string][]; head?: PageHead },
  institute: InstituteFacts | undefined,
  publicUrl: string,
): string[] {
  if (!institute?.instituteName) return [];
  const language = languageOfPath(pathname);
  const place = { publicUrl, language };
  const path = pathWithoutLanguage(pathname);
  if (path === '/') return homeStructuredData(institute, place);
  const shown = itemOfPage(pathname);
  const definition = shown && BY_PATH.get(shown.path);
  if (!shown || !definition || !screen.head?.shareTitle) return [];
  const url = apiUrlInLanguage(`/api/${itemApiPath(shown.path, shown.id)}`, language);
  const item = dataOf<Record<string, unknown>>(screen.answers.find(([read]) => read === url)?.[1]);
  if (!item) return [];
  return itemStructuredData({
    definition,
    item,
    head: screen.head,
    site: institute,
    place,
    path: path.replace(/\/$/, ''),
    list: { path: publicPageOf(definition) ?? '/', name: groupLabelOf(definition, language) },
  });
}
