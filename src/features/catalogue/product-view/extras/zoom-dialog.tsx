import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/icons/close';
import type { ProductImage } from '../../product';
import { clampPan, clampZoom, MIN_ZOOM, stepPhoto, swipeOf, ZOOM_STEP } from './zoom-rules';

interface View {
  scale: number;
  x: number;
  y: number;
}
const fitted: View = { scale: MIN_ZOOM, x: 0, y: 0 };

/**
 * The product's photos full screen (PRODUCT.md §4): a modal `<dialog>` named after the product.
 * Zoom with + / −, a double-tap (or double-click), the wheel, or two fingers; drag a zoomed photo to
 * look around; swipe, the arrow keys or the buttons go to the next photo. Escape and Close shut it,
 * and `onClose` puts focus back where it was. The zoom is a CSS transform set through the DOM (the
 * CSP allows no style attributes), so it never waits for React.
 */
export function ZoomDialog({ images, start, title, onClose }: { images: readonly [ProductImage, ...ProductImage[]]; start: number; title: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const photoRef = useRef<HTMLImageElement>(null);
  const [index, setIndex] = useState(start);
  const [view, setView] = useState<View>(fitted);
  const image = images[index] ?? images[0];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The photo's transform follows the view.
  useEffect(() => {
    const photo = photoRef.current;
    if (photo) photo.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
  }, [view]);

  /** A view at `scale`, its pan kept inside the frame. */
  const zoomTo = (scale: number, from: View = view): View => {
    const next = clampZoom(scale);
    const frame = frameRef.current;
    const width = frame?.clientWidth ?? 0;
    const height = frame?.clientHeight ?? 0;
    return { scale: next, x: clampPan(from.x, next, width), y: clampPan(from.y, next, height) };
  };
  const go = (by: 1 | -1) => {
    setIndex((current) => stepPhoto(current, by, images.length));
    setView(fitted);
  };

  // Wheel zoom needs a listener that may cancel the page's scroll: React's is passive.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => {
        const next = clampZoom(current.scale * (event.deltaY < 0 ? 1.15 : 1 / 1.15));
        return { scale: next, x: clampPan(current.x, next, frame.clientWidth), y: clampPan(current.y, next, frame.clientHeight) };
      });
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  }, []);

  // Fingers and the mouse: pinch with two, drag (pan, or swipe when unzoomed) with one, double-tap.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; scale: number; startX: number; startY: number; view: View } | null>(null);
  const lastTap = useRef(0);

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const [a, b] = points;
    gesture.current = {
      distance: a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0,
      scale: view.scale,
      startX: event.clientX,
      startY: event.clientY,
      view,
    };
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    const start = gesture.current;
    if (a && b && start.distance > 0) {
      setView(zoomTo((start.scale * Math.hypot(a.x - b.x, a.y - b.y)) / start.distance, start.view));
    } else if (start.view.scale > MIN_ZOOM) {
      const frame = frameRef.current;
      const scale = start.view.scale;
      setView({
        scale,
        x: clampPan(start.view.x + event.clientX - start.startX, scale, frame?.clientWidth ?? 0),
        y: clampPan(start.view.y + event.clientY - start.startY, scale, frame?.clientHeight ?? 0),
      });
    }
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const start = gesture.current;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = null;
    if (!start || wasPinch) return;
    const dx = event.clientX - start.startX;
    const dy = event.clientY - start.startY;
    if (start.view.scale === MIN_ZOOM) {
      const swipe = swipeOf(dx, dy);
      if (swipe !== 0) return go(swipe);
    }
    if (Math.hypot(dx, dy) > 10) return;
    // A second tap within 300 ms: in to two and a half times, or back out.
    const now = event.timeStamp;
    if (now - lastTap.current < 300) {
      lastTap.current = 0;
      setView(view.scale > MIN_ZOOM ? fitted : zoomTo(ZOOM_STEP * ZOOM_STEP));
    } else lastTap.current = now;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === '+' || event.key === '=') setView(zoomTo(view.scale * ZOOM_STEP));
    else if (event.key === '-') setView(zoomTo(view.scale / ZOOM_STEP));
    else return;
    event.preventDefault();
  }

  return (
    // Escape closes a modal dialog by itself (`close` then tells the page).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialogRef} className="zoom" aria-label={title} onClose={onClose} onKeyDown={onKeyDown}>
      <div
        ref={frameRef}
        className="zoom__frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          ref={photoRef}
          className="zoom__photo"
          src={image.src(800)}
          alt={image.alt}
          width={800}
          height={1000}
          draggable={false}
        />
      </div>
      <p className="zoom__count" aria-live="polite">
        Photo {index + 1} of {images.length}
        {view.scale > MIN_ZOOM ? `, zoomed ${Math.round(view.scale * 10) / 10}×` : ''}
      </p>
      <div className="zoom__controls">
        {images.length > 1 && (
          <button type="button" className="zoom__button" onClick={() => go(-1)} aria-label="Previous photo">
            ‹
          </button>
        )}
        <button type="button" className="zoom__button" onClick={() => setView(zoomTo(view.scale / ZOOM_STEP))} disabled={view.scale <= MIN_ZOOM} aria-label="Zoom out">
          −
        </button>
        <button type="button" className="zoom__button" onClick={() => setView(zoomTo(view.scale * ZOOM_STEP))} disabled={view.scale >= 4} aria-label="Zoom in">
          +
        </button>
        {images.length > 1 && (
          <button type="button" className="zoom__button" onClick={() => go(1)} aria-label="Next photo">
            ›
          </button>
        )}
      </div>
      <button type="button" className="zoom__close icon-button" onClick={() => dialogRef.current?.close()}>
        <CloseIcon />
        <span className="visually-hidden">Close</span>
      </button>
    </dialog>
  );
}
