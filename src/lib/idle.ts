/**
 * Runs `task` when the browser is idle (or after a short delay where it cannot say): for work
 * the visitor is not waiting for, so it never competes with showing or starting the page.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 1500);
}

/**
 * Runs `task` once the browser has drawn the next frame: for work started by an interaction that
 * the interaction's own response should not wait for (it runs a frame later, not when idle).
 */
export function afterPaint(task: () => void): void {
  window.requestAnimationFrame(() => window.setTimeout(task, 0));
}

/**
 * Waits for nothing: the default of a component's or hook's "wait for this first" option. One
 * function for every render, so an effect that depends on it runs once.
 */
export const atOnce = (): Promise<void> => Promise.resolve();
