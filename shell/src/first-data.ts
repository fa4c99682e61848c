import { firstRouteData, SHELL_DATA_IDS } from '@diet/contracts/first-route';
// Relative on purpose: the entry runs before the Module Federation share scope exists (index.ts).
import { fetchEarly } from '../../libs/frontend-core/src/early-fetch';

/** The data URLs the server preloaded (`<link rel="preload" as="fetch">`): the first screen's GETs the page does not carry. */
const preloadedData = (doc: Document) =>
  new Set([...doc.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href')));

/**
 * Starts the first route's data the page does not carry, while the splash shows; the base query
 * takes each answer over when its page asks (early-fetch.ts). Over a server-rendered page the data
 * comes as the render's query state (SHELL_DATA_IDS.queryState), which the store starts from, the
 * layout's site content included: only what the server preloaded (a GET the render did not read)
 * is asked for. Without it (a failed render, a page not rendered here, the dev server) every GET
 * of firstRouteData is. Gives each body started, by URL.
 */
export function loadFirstRouteData(
  location: Pick<Location, 'pathname'> = window.location,
  doc: Document = document,
): Map<string, Promise<unknown>> {
  const carried = Boolean(doc.getElementById(SHELL_DATA_IDS.queryState)?.textContent);
  const preloaded = preloadedData(doc);
  const urls = firstRouteData(location.pathname).filter((url) => !carried || preloaded.has(url));
  return new Map(urls.map((url) => [url, fetchEarly(url)]));
}
