import { RESEARCH_PAGE_SIZE } from '../../libs/contracts/src/limits';
import { CAROUSEL_IMAGE_SIZES, variantSrcSet } from '../../libs/frontend-core/src/image-variants';

// Not imported from base-query: this runs in the shell's entry, before any shared module may load.
const API_BASE_URL = '/api';

/**
 * The public GETs the first screen of `pathname` makes, exactly as the api slices spell them:
 * the site content (header, footer, titles) everywhere, the two event lists of the home page, and
 * the first page of research papers (unfiltered only: its list arriving after the splash moved the
 * sections below it, a layout shift Lighthouse counted on /research).
 */
export function firstRouteData(pathname: string, search = ''): string[] {
  const urls = [`${API_BASE_URL}/site`];
  if (pathname === '/') urls.push(`${API_BASE_URL}/events?when=upcoming`, `${API_BASE_URL}/events?when=past`);
  if (pathname === '/research' && !search) urls.push(`${API_BASE_URL}/research?page=1&pageSize=${RESEARCH_PAGE_SIZE}`);
  return urls;
}

/**
 * The home page's largest picture (its first carousel photo, from the site content) asked for as
 * soon as the site content is known, in the size the carousel will pick: it is the page's LCP.
 */
export function preloadCarouselPhoto(site: unknown, doc: Document = document): void {
  const src = (site as { data?: { carousel?: { src?: unknown }[] } } | null)?.data?.carousel?.[0]?.src;
  if (typeof src !== 'string' || !src) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = src;
  const srcset = variantSrcSet(src);
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    link.setAttribute('imagesizes', CAROUSEL_IMAGE_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
