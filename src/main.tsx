// The global styles are imported first thing by ./boot, the app's chunk: the stylesheet the
// prerendered HTML links to is made in bundle order.

/**
 * Every page arrives as complete prerendered HTML; its links and GET forms (the shop's search,
 * add to cart) work before any script has run, and the early script (src/app/early/capture.js)
 * adds a tap on Add to Cart at once. The app's code (React, the router, the page, the stores'
 * start-up) is asked for by that script just after the first frame, this entry and every chunk
 * the page needs together (the list is on #root: scripts/prerender.mjs), so the app is ready soon
 * after first paint without delaying it.
 */
void import('./boot');
