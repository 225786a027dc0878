import { START_AGAIN } from '@/config/early-contract';

/**
 * The built app's address (its `boot` chunk), which scripts/prerender.mjs gives this script as it
 * puts it at the end of every page (scripts/early-script.mjs).
 */
declare const APP_SCRIPT: string;

/**
 * Every page arrives as complete prerendered HTML; its links and GET forms (the shop's search,
 * add to cart) work before any script has run. The app's code (React, the router, the page, the
 * stores' start-up) starts loading at once, with the HTML: each page preloads the chunks it needs
 * (scripts/prerender.mjs), so the app is ready soon after first paint.
 *
 * This script, the last thing in the page, starts the app (src/boot.tsx) once the first frame is
 * drawn: evaluated before it, React would hold the first paint back. A page opened in the
 * background, which draws no frames, starts at once. It is inline, not a file of its own: a
 * file would be one more request before every page is ready, and with the app's chunk as the
 * build's entry, Vite's preload helper and the bundler's runtime are in that chunk, not two more.
 *
 * Try again (src/app/early/start-failure.ts, when the app has not started after ten seconds) asks
 * for the app once more. Still on its way, it starts when it arrives; a chunk that loaded is not
 * loaded twice. One that failed (a dropped connection) is fetched again by browsers that follow
 * whatwg/html#10327 (merged in 2026); the others remember the failure until the page is
 * reloaded, and the message's second words say to copy what was typed and reload. (A new address
 * for the app's chunk would not do: the chunks it loads import it by its own.)
 */
export function startApp(): void {
  const start = (): void => void import(/* @vite-ignore */ APP_SCRIPT).catch(() => undefined);
  document.addEventListener(START_AGAIN, start);
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
  else start();
}
