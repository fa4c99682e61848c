// Not imported from base-query: this runs in the shell's entry, before any shared module may load.
const API_BASE_URL = '/api';

/**
 * The public GETs the first screen of `pathname` makes, exactly as the api slices spell them:
 * the site content (header, footer, titles) everywhere, and the two event lists of the home page.
 */
export function firstRouteData(pathname: string): string[] {
  const urls = [`${API_BASE_URL}/site`];
  if (pathname === '/') urls.push(`${API_BASE_URL}/events?when=upcoming`, `${API_BASE_URL}/events?when=past`);
  return urls;
}
