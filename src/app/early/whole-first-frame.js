// @ts-check
/**
 * The first frame is the whole page, in every browser. Inlined (minified) into every page's head by
 * vite.config.ts, before any stylesheet (a script after one would wait for it), and allowed by its
 * CSP hash.
 *
 * Chromium holds drawing until the page is parsed to `#page-parsed` (index.html:
 * `<link rel="expect" blocking="render">`), so the scripts after `#root` (the stored cart counted
 * into the header, the early script that takes taps) have run before anything is drawn. Firefox
 * and Safari do not know `rel=expect`; they draw a slow page part-parsed, showing a stored cart as
 * "Cart, 0 items" and letting a quick add tapped then leave for /cart as a plain form. There, this
 * keeps the page unseen until it is parsed: `document.readyState` leaves "loading" once the parser
 * is done, before any module script runs. An HTML download that stalls past `SHOW_ANYWAY_MS` shows
 * what has arrived, as those browsers would have. Without scripts nothing is hidden.
 */
(function () {
  // Whether the browser holds drawing for `blocking="render"`: Chromium 124+, which knows
  // `rel=expect` too. (Its `relList.supports('expect')` says no all the same, so that cannot tell.)
  var blocking = /** @type {{ blocking?: DOMTokenList }} */ (document.createElement('link')).blocking;
  if (blocking && blocking.supports && blocking.supports('render')) return;
  var SHOW_ANYWAY_MS = 3000;
  var style = document.documentElement.style;
  // Set through the CSSOM, which the CSP's style-src does not govern (a style attribute it would).
  style.visibility = 'hidden';
  function show() {
    style.removeProperty('visibility');
  }
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'loading') show();
  });
  setTimeout(show, SHOW_ANYWAY_MS);
})();
