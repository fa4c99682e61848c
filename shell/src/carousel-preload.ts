import { CAROUSEL_IMAGE_SIZES, variantSrcSet } from '@diet/contracts/image-variants';

/**
 * The home page's largest picture (its first carousel photo, from the site content) asked for as
 * soon as the site content is known, in the size the carousel will pick: it is the page's LCP.
 * Nothing to do when the server already named it in the page (backend web/shell-page.ts).
 */
export function preloadCarouselPhoto(site: unknown, doc: Document = document): void {
  const src = (site as { data?: { carousel?: { src?: unknown }[] } } | null)?.data?.carousel?.[0]?.src;
  if (typeof src !== 'string' || !src) return;
  if ([...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].some((l) => l.getAttribute('href') === src))
    return;
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
