import { READY } from '@/config/early-contract';
import { countStoredCart, writeCount } from './cart-count';
import { addEarly, earlyAddsDone } from './early-add';
import { releaseTaps } from './held-taps';
import { carryValues, followPopovers, markCutFields } from './page-marks';
import { asPageArrives, isReady, rootElement } from './page';
import { startFailed, watchStart } from './start-failure';
import { holdTaps } from './taps';

/**
 * The page's start-up before the app: bundled by the build into one inline script (vite.config.ts,
 * allowed by its CSP hash) at the start of the body, before `#root`, so it listens before any of
 * the page can be drawn or tapped. It counts the stored cart into the header, adds to cart at once
 * where it can, holds every other tap that needs the app until `#root` has `data-ready` (then
 * carries each out as the visitor made it). A product page's colour from the address is a script
 * of its own in product pages only (./start-colours.ts). What it does to the page's parts it does as the parser reaches each, before the browser draws
 * it (`arrived`). Its cart rules are the app's own (src/features/cart/cart-core.ts). Its parts
 * keep their state in their modules: run once a page (each run starts them afresh).
 */
export function startEarly(): void {
  const search = new URLSearchParams(window.location.search);
  releaseTaps(() => true);
  earlyAddsDone();
  countStoredCart();
  holdTaps(addEarly);
  followPopovers();
  markCutFields();
  const carry = carryValues(search);
  watchStart();

  /** Once `#root` has `data-ready`, the held taps are carried out, in order. */
  let watching = false;

  /** What this script does to the page, done to the parts the parser has reached. */
  asPageArrives(() => {
    const root = rootElement();
    if (!watching && root) {
      watching = true;
      new MutationObserver((_records, observer) => {
        if (!isReady()) return;
        observer.disconnect();
        startFailed();
        earlyAddsDone(); // the app says what was added
        for (const held of releaseTaps(() => true)) held.run();
      }).observe(root, { attributes: true, attributeFilter: [READY] });
    }
    writeCount();
    carry();
  });
}
