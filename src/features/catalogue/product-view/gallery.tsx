import { useState } from 'react';
import type { Product } from '../product';
import { ProductImageView } from '../product-image';

export const galleryImageSizes = '(min-width: 60rem) 540px, (min-width: 40rem) 80vw, 100vw';

/** The product's large image and four thumbnails; the first is selected at first. */
export function Gallery({ product }: { product: Product }) {
  const [selected, setSelected] = useState(0);
  const image = product.images[selected] ?? product.images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImageView image={image} sizes={galleryImageSizes} priority />
      </div>
      <ul role="list" className="gallery__thumbs">
        {product.images.map((thumb, index) => (
          <li key={thumb.src(200)}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Show image ${index + 1} of ${product.images.length}`}
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
