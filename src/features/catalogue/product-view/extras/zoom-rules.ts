/** How far the zoom goes: the photo as it fits the screen, up to four times that. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One + or − press, or a double-tap's step. */
export const ZOOM_STEP = 1.5;

export const clampZoom = (scale: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The next photo's index, round the ends (the last photo's next is the first). */
export const stepPhoto = (index: number, by: 1 | -1, count: number): number => (index + by + count) % count;

/**
 * How far a zoomed photo may be moved: no further than its edge reaches the frame's, so it is never
 * dragged off screen. `size` is the frame's width or height.
 */
export function clampPan(offset: number, scale: number, size: number): number {
  const limit = ((scale - 1) * size) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}

/** A one-finger drag on an unzoomed photo that is a swipe to the next (−1: to the previous), or 0. */
export function swipeOf(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
