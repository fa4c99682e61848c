/** The widths the API resizes an uploaded JPEG/PNG to (GET /uploads/<name>?w=...). */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1024] as const;

/** How wide the home page's carousel shows its photos (its `sizes`, also used to preload the first). */
export const CAROUSEL_IMAGE_SIZES = '(min-width: 80rem) 77rem, 100vw';

const RESIZABLE_UPLOAD = /^(?:https?:\/\/[^/]+)?\/uploads\/[^?#]+\.(?:jpe?g|png)$/i;

/** `srcset` of an uploaded JPEG/PNG from the server's variants; undefined for any other image. */
export function variantSrcSet(src: string): string | undefined {
  if (!RESIZABLE_UPLOAD.test(src)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}
