import { useEffect, useState } from 'react';
import { formatPrice } from '@/lib/money';
import { paysFor } from '../../pays';
import { shortSizes } from '../../product-names';
import type { Product, ProductChoice } from '../../product';

/** The page's own Add to Cart button (the cart's add-to-cart form), which the bar stands in for. */
const realButton = () => document.querySelector<HTMLButtonElement>('form.add-to-cart button[type="submit"]');

/**
 * Whether the bar shows: only once the real button has scrolled away above the screen, so the bar
 * never covers it (a button still below, not yet reached, needs no stand-in).
 */
export function barShows(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>): boolean {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
}

/**
 * On phones, Add to Cart stays within reach (PRODUCT.md §4): once the page's own button has scrolled
 * away, a bar at the bottom (a region "Add to cart bar") shows the price paid, the chosen size and
 * "Add to Cart", which presses the real button, so it does exactly what that does (asks for a size
 * there, or adds and says so). It leaves when the real button is back in view. Wide screens never
 * show it (extras.css); hidden, it is out of the accessibility tree, so "Add to Cart" is one button.
 */
export function BuyBar({ product, choice }: { product: Product; choice: ProductChoice }) {
  const [shown, setShown] = useState(false);
  // What the form said after the bar's last press, for the choice it was made with.
  const [said, setSaid] = useState({ text: '', choice: '' });
  const chosen = `${choice.colour.id}:${choice.size ?? ''}`;
  useEffect(() => {
    const target = realButton();
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) setShown(barShows(entry));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  function add() {
    const target = realButton();
    if (!target) return;
    target.click();
    // What the form said (added, or what is missing), repeated here where the visitor is looking;
    // the form's own live region announces it, so the bar's copy is not read twice.
    requestAnimationFrame(() =>
      setSaid({ text: target.form?.querySelector('[role="status"]')?.textContent?.replace('View cart', '').trim() ?? '', choice: chosen }),
    );
  }

  return (
    <section className="buy-bar" aria-label="Add to cart bar" hidden={!shown}>
      <p className="buy-bar__facts">
        <span className="buy-bar__price">{formatPrice(paysFor(product))}</span>
        <span className="buy-bar__size">{choice.size ? `Size ${shortSizes[choice.size]}` : 'No size chosen'}</span>
        {said.text && said.choice === chosen && (
          <span className="buy-bar__said" aria-hidden="true">
            {said.text}
          </span>
        )}
      </p>
      <button type="button" className="btn btn--primary buy-bar__add" onClick={add}>
        Add to Cart
      </button>
    </section>
  );
}
