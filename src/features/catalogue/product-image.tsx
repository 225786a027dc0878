import { imageLoading } from '@/components/ui/responsive-image';
import type { ProductImage } from './product';

/**
 * A product image with every generated width in its srcset, so the browser downloads the size
 * it shows. `sizes` tells it how wide the image is drawn; width/height reserve its space.
 */
export function ProductImageView({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ProductImage;
  sizes: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = productImageSrcSet(image);
  return (
    <img
      className={className}
      src={image.src(400)}
      srcSet={srcSet}
      sizes={sizes}
      width={400}
      height={500}
      alt={image.alt}
      {...imageLoading(priority)}
    />
  );
}

/** The srcset of a product image, for preloading it from the page head. */
export function productImageSrcSet(image: ProductImage): string {
  return image.widths.map((width) => `${image.src(width)} ${width}w`).join(', ');
}
