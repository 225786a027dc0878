import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledIntersection } from '@/test/intersection';
import { settled } from '@/test/settled';
import { whenInView } from './in-view';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenInView', () => {
  it('waits until the element comes into view', async () => {
    const observer = controlledIntersection();
    document.body.innerHTML = '<main></main><footer class="site-footer">Links</footer>';
    const seen = whenInView('.site-footer');
    expect(observer.watched()).toEqual([document.querySelector('.site-footer')]);
    observer.report(false);
    expect(await settled(seen)).toBe(false);
    observer.report(true);
    expect(await settled(seen)).toBe(true);
    // Done with: it no longer watches.
    expect(observer.watched()).toEqual([]);
  });

  it('counts an element scrolled past as reached: its area is the screen and all the page above it', () => {
    const observer = controlledIntersection();
    document.body.innerHTML = '<section class="reviews">Reviews</section>';
    void whenInView('.reviews');
    const [options] = observer.options();
    const [top, right, bottom, left] = (options?.rootMargin ?? '').split(' ').map((side) => Number.parseFloat(side));
    expect(top).toBeGreaterThanOrEqual(100000);
    expect([right, bottom, left]).toEqual([0, 0, 0]);
  });

  it('stops waiting once the element has left the page (the app drew another)', async () => {
    controlledIntersection();
    document.body.innerHTML = '<div id="page"><p class="product__description">Soft cotton.</p></div>';
    const seen = whenInView('.product__description');
    document.body.append(document.createElement('span'));
    expect(await settled(seen)).toBe(false);
    document.getElementById('page')?.remove();
    expect(await settled(seen)).toBe(true);
  });

  it('waits for nothing when there is no such element, or no IntersectionObserver', async () => {
    controlledIntersection();
    expect(await settled(whenInView('.newsletter'))).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<section class="newsletter"></section>';
    expect(await settled(whenInView('.newsletter'))).toBe(true);
  });
});
