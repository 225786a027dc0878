import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenInView } from './in-view';

/** A stand-in for the browser's IntersectionObserver that the test drives: `report(true)` says the element came into view. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin: string | undefined; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observers,
    report(isIntersecting: boolean) {
      for (const { callback, targets } of observers)
        if (targets.length) callback(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver);
    },
  };
}

/** Whether the promise has settled by the time the queued microtasks and DOM observers have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenInView', () => {
  it('waits until the element comes into view', async () => {
    const observer = fakeObserver();
    document.body.innerHTML = '<main></main><footer class="site-footer">Links</footer>';
    const seen = whenInView('.site-footer');
    expect(observer.observers[0]?.targets).toEqual([document.querySelector('.site-footer')]);
    observer.report(false);
    expect(await settled(seen)).toBe(false);
    observer.report(true);
    expect(await settled(seen)).toBe(true);
    // Done with: it no longer watches.
    expect(observer.observers[0]?.targets).toEqual([]);
  });

  it('stops waiting once the element has left the page (the app drew another)', async () => {
    fakeObserver();
    document.body.innerHTML = '<div id="page"><p class="product__description">Soft cotton.</p></div>';
    const seen = whenInView('.product__description');
    document.body.append(document.createElement('span'));
    expect(await settled(seen)).toBe(false);
    document.getElementById('page')?.remove();
    expect(await settled(seen)).toBe(true);
  });

  it('waits for nothing when there is no such element, or no IntersectionObserver', async () => {
    fakeObserver();
    expect(await settled(whenInView('.newsletter'))).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<section class="newsletter"></section>';
    expect(await settled(whenInView('.newsletter'))).toBe(true);
  });
});
