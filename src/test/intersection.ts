import { vi } from 'vitest';

/**
 * A browser whose screen the test moves, in place of IntersectionObserver (which jsdom lacks):
 * `watched()` lists the elements observed now, `report(inView)` says whether they are in view.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function controlledIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class ControlledObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
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
    report(inView: boolean): void {
      for (const { callback, targets } of observers)
        if (targets.length) callback(targets.map((target) => ({ target, isIntersecting: inView }) as IntersectionObserverEntry), {} as IntersectionObserver);
    },
  };
}
