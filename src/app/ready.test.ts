import { expect, it, vi } from 'vitest';
import { READY } from '@/config/early-contract';

it('marks the page ready at once, and runs what waits for ready in a task of its own', async () => {
  // A fresh module: another test file in this worker may have marked its page ready already.
  vi.resetModules();
  const { appReady, markAppReady } = await import('./ready');
  document.body.innerHTML = '<div id="root"></div>';
  let ran = false;
  void appReady().then(() => (ran = true));
  markAppReady();
  expect(document.getElementById('root')?.getAttribute(READY)).toBe('true');
  // Every microtask of the marking task has run: what waits for ready has not (it comes in the next task).
  await Promise.resolve();
  await Promise.resolve();
  expect(ran).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ran).toBe(true);
});
