/** An image drawn by the build's artwork scripts, with its intrinsic size and alt text. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * How an image loads, by whether it is above the fold. One there (`priority`) is fetched at once,
 * ahead of other images, and decoded in time for the frame that first shows the page: decoded
 * asynchronously, the page's largest image (its LCP) was drawn a frame or more after the first
 * paint, behind the app's start-up tasks (Lighthouse on `/shop`: observed LCP 251–302 ms, after a
 * first paint at 160–220 ms; with it, at the first paint). Below the fold: fetched as the visitor
 * scrolls near it, decoded off the main thread.
 */
export function imageLoading(priority: boolean) {
  return priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
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
