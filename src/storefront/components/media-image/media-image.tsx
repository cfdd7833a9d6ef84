import { mediaSrcSet } from '../../../shared/catalog/media-srcset';

interface MediaImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box from these before the file arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, as in `<img sizes>`; picks the file's width from its srcset. */
  sizes: string;
  /**
   * The page's main image above the fold (its LCP element): fetched at once and first. Everything
   * else waits until it nears the viewport, so it does not compete with the page's own code and data.
   */
  priority?: boolean;
  className?: string;
}

/** A catalog or blog image from /media: seed art or an uploaded photo, each offered in several widths. */
export function MediaImage({ src, alt, width, height, sizes, priority = false, className }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    // Loading hints and candidates before src: set in this order, no browser starts an eager fetch of src first.
    <img
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      width={width}
      height={height}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      className={className}
    />
  );
}
