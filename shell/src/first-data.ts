import { firstRouteData, SHELL_DATA_IDS } from '@diet/contracts/first-route';
// Relative on purpose: the entry runs before the Module Federation share scope exists (index.ts).
import { answerEarly, fetchEarly } from '../../libs/frontend-core/src/early-fetch';

/** The answers the server wrote into the page (SHELL_DATA_IDS.firstData), by URL; {} if none. */
export function inlinedAnswers(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(SHELL_DATA_IDS.firstData)?.textContent;
  if (!text) return {};
  try {
    const answers: unknown = JSON.parse(text);
    return answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {};
  } catch {
    // A damaged block: every URL is fetched instead.
    return {};
  }
}

/**
 * Starts the first route's data of this address: each answer the page carries is used as it is,
 * the others are fetched now. The bodies come back in firstRouteData's order (site content first).
 * The other answers the server's render read (a page's lists, the footer's last update) are handed
 * to the base query too, so the app asks for none of them again.
 */
export function loadFirstRouteData(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  doc: Document = document,
): Promise<unknown>[] {
  const answers = inlinedAnswers(doc);
  const first = firstRouteData(location.pathname, location.search);
  for (const url of Object.keys(answers)) if (!first.includes(url)) void answerEarly(url, answers[url]);
  return first.map((url) =>
    Object.prototype.hasOwnProperty.call(answers, url) ? answerEarly(url, answers[url]) : fetchEarly(url),
  );
}
