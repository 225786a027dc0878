/** An image drawn by the build's artwork scripts, with its intrinsic size and alt text. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * How an image loads, by whether it is above the fold: one there (`priority`) is fetched at once,
 * ahead of other images; one below, as the visitor scrolls near it. Either is decoded off the main
 * thread. (Decoded in sync, the images above the fold drew `/shop`'s largest image with the first
 * paint in Lighthouse's unthrottled trace; but its simulated LCP moved on `/shop` no more than it
 * varies between runs, it grew on product pages (2,127–2,341 → 2,349–2,437 ms, four paired runs),
 * and the phone profile's first paint and LCP stayed the same.)
 */
export function imageLoading(priority: boolean) {
  return priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
}

/**
 * Renders an `ImageSource` with width/height (no layout shift), its srcset, and lazy loading
 * unless it is above the fold (`priority`).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  alt = image.alt,
}: {
  image: ImageSource;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Overrides the image's alt text, e.g. "" where it is decoration next to a caption. */
  alt?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      {...imageLoading(priority)}
    />
  );
}
