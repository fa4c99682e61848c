/** Sized copies of uploaded photos (GET /uploads/<name>?w=...), as pages and the server ask for them. */
import { IMAGE_VARIANT_WIDTHS } from './limits';

export { IMAGE_VARIANT_WIDTHS };

/** How wide the home page's carousel shows its photos (its `sizes`, also used to preload the first). */
export const CAROUSEL_IMAGE_SIZES = '(min-width: 80rem) 77rem, 100vw';

const RESIZABLE_UPLOAD = /^(?:https?:\/\/[^/]+)?\/uploads\/[^?#]+\.(?:jpe?g|png)$/i;

/** `srcset` of an uploaded JPEG/PNG from the server's variants; undefined for any other image. */
export function variantSrcSet(src: string): string | undefined {
  if (!RESIZABLE_UPLOAD.test(src)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
