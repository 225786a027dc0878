/**
 * Runs `task` when the browser is idle (or after a short delay where it cannot say): for work
 * the visitor is not waiting for, so it never competes with showing or starting the page.
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
  else window.setTimeout(task, 1500);
}
