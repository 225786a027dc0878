// The global styles are imported first thing by ./boot, the app's chunk: the stylesheet the
// prerendered HTML links to is made in bundle order.

/**
 * Every page arrives as complete prerendered HTML; its links and GET forms (the shop's search,
 * add to cart) work before any script has run. The app's code (React, the router, the page, the
 * stores' start-up) starts loading at once, with the HTML: each page preloads the chunks it needs
 * (scripts/prerender.mjs), so the app is ready soon after first paint.
 *
 * The browser draws the page as it arrives; the early scripts, before `#root`, are listening and
 * have counted the stored cart before any of it is drawn (src/app/early/). React's start
 * waits for the first frame: run before it, its evaluation would hold the first paint back. A page
 * opened in the background, which draws no frames, starts at once.
 */
const start = () => void import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
