import { READY } from '@/config/early-contract';
import { cartCount } from './cart-count';
import { productColours } from './colours';
import { earlyAdds } from './early-add';
import { heldAdds } from './held-adds';
import { heldTaps } from './held-taps';
import { carryValues, followPopovers, markCutFields } from './page-marks';
import { isReady, parsed, rootElement } from './page';
import { watchStart } from './start-failure';
import { holdTaps } from './taps';

/**
 * The page's start-up before the app: bundled by the build into one inline script (vite.config.ts,
 * allowed by its CSP hash) at the start of the body, before `#root`, so it listens before any of
 * the page can be drawn or tapped. It counts the stored cart into the header, adds to cart at once
 * where it can, holds every other tap that needs the app until `#root` has `data-ready` (then
 * carries each out as the visitor made it), and shows a product page's colour from the address.
 * What it does to the page's parts it does as the parser reaches each, before the browser draws
 * it (`arrived`). Its cart rules are the app's own (src/features/cart/cart-core.ts).
 */
export function startEarly(): void {
  const search = new URLSearchParams(window.location.search);
  const count = cartCount();
  const adds = earlyAdds(count);
  const taps = heldTaps();
  holdTaps(taps, heldAdds(), adds.add);
  followPopovers();
  markCutFields();
  const carry = carryValues(search);
  const colours = productColours(search);
  const startFailed = watchStart();

  /** Once `#root` has `data-ready`, the held taps are carried out, in order. */
  let watching = false;
  function watchReady(): void {
    const root = rootElement();
    if (watching || !root) return;
    watching = true;
    new MutationObserver((_records, observer) => {
      if (!isReady()) return;
      observer.disconnect();
      startFailed();
      adds.ready(); // the app says what was added
      for (const held of taps.release(() => true)) held.run();
    }).observe(root, { attributes: true, attributeFilter: [READY] });
  }

  /**
   * What this script does to the page, done to the parts the parser has reached: each part is seen
   * before it is first drawn (the parser's insertions are reported at the end of its task).
   */
  function arrived(): void {
    watchReady();
    count.write();
    carry();
    colours();
  }
  if (!parsed()) {
    const parser = new MutationObserver(arrived);
    parser.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      parser.disconnect();
      arrived();
    });
  }
  arrived();
}
