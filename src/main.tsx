// The global styles are imported first thing by ./boot, the app's chunk: the stylesheet the
// prerendered HTML links to is made in bundle order.

/**
 * Every page arrives as complete prerendered HTML; its links and GET forms (the shop's search,
 * add to cart) work before any script has run. The app's code (React, the router, the page, the
 * stores' start-up) starts loading at once, with the HTML: each page preloads the chunks it needs
 * (scripts/prerender.mjs), so the app is ready soon after first paint.
 *
 * The page is first drawn once it is whole (index.html: `<link rel="expect" blocking="render">`;
 * where the browser does not know it, src/app/early/whole-first-frame.js),
 * with the early scripts already listening, and React's start waits for that first frame: run
 * before it, its evaluation would hold the first paint back. A page opened in the background,
 * which draws no frames, starts at once.
 */
const start = () => void import('./boot');
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
