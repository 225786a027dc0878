import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, MAX_ZOOM, stepPhoto, swipeOf } from './zoom-rules';

describe('zoom rules', () => {
  it('keeps the zoom between the fitted photo and four times it', () => {
    expect(clampZoom(0.3)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(99)).toBe(MAX_ZOOM);
  });

  it('goes round the photos at both ends', () => {
    expect(stepPhoto(3, 1, 4)).toBe(0);
    expect(stepPhoto(0, -1, 4)).toBe(3);
    expect(stepPhoto(1, 1, 4)).toBe(2);
  });

  it('never pans a photo past its edge, and not at all unzoomed', () => {
    expect(clampPan(500, 2, 400)).toBe(200);
    expect(clampPan(-500, 2, 400)).toBe(-200);
    expect(clampPan(80, 1, 400)).toBe(0);
  });

  it('takes a long sideways drag as a swipe, a short or upright one as none', () => {
    expect(swipeOf(-120, 10)).toBe(1);
    expect(swipeOf(120, 10)).toBe(-1);
    expect(swipeOf(30, 0)).toBe(0);
    expect(swipeOf(80, 100)).toBe(0);
  });
});
