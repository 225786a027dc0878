/** An image drawn by the build's artwork scripts, with its intrinsic size and alt text. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
