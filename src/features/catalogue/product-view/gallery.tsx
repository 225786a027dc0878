import { useState } from 'react';
import type { ProductImage } from '../product';
import { ProductImageView } from '../product-image';

/** The main photo's width: half the page wide, most of it on a tablet, beside a column of thumbnails on a phone. */
export const galleryImageSizes = '(min-width: 60rem) 540px, (min-width: 40rem) 80vw, 75vw';

/**
 * A colour's large image and its thumbnails; the first is selected at first. Keyed by the colour
 * where it is used, so another colour starts again at its first photo.
 */
export function Gallery({ images }: { images: readonly [ProductImage, ...ProductImage[]] }) {
  const [selected, setSelected] = useState(0);
  const image = images[selected] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImageView image={image} sizes={galleryImageSizes} priority />
      </div>
      <ul role="list" className="gallery__thumbs">
        {images.map((thumb, index) => (
          <li key={thumb.src(200)}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <ProductImageView image={thumb} sizes="96px" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
