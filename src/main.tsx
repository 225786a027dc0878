// Global styles first, so each component's own rules come after them and win ties. They are the
// one stylesheet the prerendered HTML links to.
import '@/styles/index.css';

/**
 * Every page arrives as complete prerendered HTML, so nothing needs JavaScript to be seen. The app's
 * code (React, the router, the page) is therefore fetched only once the page has loaded, leaving
 * the first moments of a slow connection to the HTML, the stylesheet, the fonts and the hero image.
 * It starts earlier if the visitor reaches for the page first (a tap, a key, a focus), and in any
 * case after a few seconds, so a slow image never holds the shop's buttons back for long.
 */
const START_AT_THE_LATEST_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  void import('./boot');
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;
if (document.readyState === 'complete') {
  start();
} else {
  window.addEventListener('load', start, { once: true });
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  window.setTimeout(start, START_AT_THE_LATEST_MS);
}
