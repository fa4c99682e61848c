import type { SyntheticEvent } from 'react';
import { variantSrcSet } from '@diet/contracts/image-variants';

/** A server without variants answers the srcset with an error: fall back to the original. */
function dropSrcSet(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.hasAttribute('srcset')) image.removeAttribute('srcset');
}

interface Props {
  src: string;
  /** The upload `src` is a smaller copy of: the srcset comes from its sizes, so a 2x or 3x screen gets a sharp picture. */
  original?: string | null;
  alt: string;
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image shows, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /** The page's main image above the fold (LCP): fetched at once and first; others wait for the scroll. */
  priority?: boolean;
  className?: string;
}

/** An image in the size the screen needs, lazy unless it is the page's main picture. */
export function ResponsiveImage({ src, original, alt, width, height, sizes, priority = false, className }: Props) {
  const srcSet = variantSrcSet(original || src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={srcSet ? dropSrcSet : undefined}
      className={className}
    />
  );
}
