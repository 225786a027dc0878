import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ProductImage } from '../product';
import { ProductImageView } from '../product-image';

/** The main photo's width: half the page wide, most of it on a tablet, beside a column of thumbnails on a phone. */
export const galleryImageSizes = '(min-width: 60rem) 540px, (min-width: 40rem) 80vw, 75vw';

type ZoomView = ComponentType<{ images: readonly [ProductImage, ...ProductImage[]]; start: number; title: string; onClose: () => void }>;

/** The zoom's code and styles, loaded when the photo is first tapped (it is no part of the page's first JavaScript). */
const loadZoom = () =>
  Promise.all([import('./extras/zoom-dialog'), import('./extras/styles').then((styles) => styles.loadExtrasStyles())]).then(([zoom]) => zoom.ZoomDialog);

/**
 * A colour's large image and its thumbnails; the first is selected at first. Keyed by the colour
 * where it is used, so another colour starts again at its first photo. The large image is a button
 * "Zoom image" that opens the photos full screen (PRODUCT.md §4), named after `title`; when it closes,
 * focus comes back to it. `actions` sit in the photo's corner (the page's Save and Share).
 */
export function Gallery({ images, title = '', actions }: { images: readonly [ProductImage, ...ProductImage[]]; title?: string; actions?: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const [Zoom, setZoom] = useState<ZoomView | null>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const image = images[selected] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <button ref={zoomButton} type="button" className="gallery__zoom" aria-label="Zoom image" onClick={() => void loadZoom().then((view) => setZoom(() => view))}>
          <ProductImageView image={image} sizes={galleryImageSizes} priority />
        </button>
        {actions && <div className="gallery__actions">{actions}</div>}
      </div>
      {Zoom && (
        <Zoom
          images={images}
          start={selected}
          title={title}
          onClose={() => {
            setZoom(null);
            zoomButton.current?.focus();
          }}
        />
      )}
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
