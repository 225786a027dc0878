import { READY } from '@/config/early-contract';

/**
 * The moment the page works: React has taken over the page itself (the ready mark,
 * src/app/ready-marker.tsx). Work the visitor is not waiting for (other pages' code, the footer's,
 * offline support) starts after it, so it never competes with it.
 */
let resolveReady: () => void = () => {};
const ready: Promise<void> =
  typeof document === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (resolveReady = resolve));

/** Resolves once the page is ready; at once where there is no page (prerendering). */
export function appReady(): Promise<void> {
  return ready;
}

/**
 * Marks `#root` with `data-ready` (the early script carries out held taps at it) and resolves
 * appReady in a task of its own: the mark comes in React's effects, in the task that takes the
 * page over, and what waits for ready (other pages' code, the footer's, offline support) would
 * otherwise run on in that same task, one long one a tap waits behind.
 */
export function markAppReady(): void {
  document.getElementById('root')?.setAttribute(READY, 'true');
  setTimeout(resolveReady);
}
