import { vi } from 'vitest';

/**
 * A browser whose screen the test moves, in place of IntersectionObserver (which jsdom lacks):
 * `watched()` lists the elements observed now, `report(inView)` says whether they are in view,
 * `options()` gives each observer's options.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function controlledIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }>();
  class ControlledObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit };
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], options };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve(target: Element) {
      this.entry.targets = this.entry.targets.filter((watched) => watched !== target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
  return {
    watched: (): Element[] => [...observers].flatMap((observer) => observer.targets),
    options: (): (IntersectionObserverInit | undefined)[] => [...observers].map((observer) => observer.options),
    report(inView: boolean): void {
      for (const { callback, targets } of observers)
        if (targets.length) callback(targets.map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry), {} as IntersectionObserver);
    },
  };
}
