import { CART_FILLED } from '@/config/early-contract';
import { CART_KEY, cartBadge, cartLinkLabel } from '@/features/cart/cart-core';
import { storedItemCount } from '@/features/cart/stored-cart';
import productIdRuns from '@/features/catalogue/data/product-ids.generated.json';
import { left, parsed } from './page';

/**
 * Whether a product is still sold: the catalogue's ids, which the build puts into this script as
 * runs of consecutive ids (`[[1,16]]`), so every page's HTML carries a few bytes whatever the range.
 */
export function isKnownProduct(id: number): boolean {
  return Number.isInteger(id) && (productIdRuns as [number, number][]).some(([first, last]) => id >= first && id <= last);
}

/** The header's cart link and its count, as src/app/layout/cart-link.tsx renders them. */
const LINK = '.cart-link';
const BADGE = '.cart-link__count';

/** The count the cart link must say, until it does: it may not be parsed yet. */
let toShow = 0;

/**
 * Writes the count into the cart link, if parsed: its name at once (the parser set its
 * attributes before inserting it), its badge once the parser has left it (text written while the
 * parser is still inside would be joined by the parser's own).
 */
export function writeCount(): void {
  const link = toShow ? document.querySelector(LINK) : null;
  if (!link) return;
  link.setAttribute('aria-label', cartLinkLabel(toShow));
  const badge = link.querySelector(BADGE);
  if (!badge || !(parsed() || left(badge))) return;
  badge.textContent = cartBadge(toShow);
  badge.setAttribute('data-empty', 'false');
  toShow = 0;
}

/** Says `cart`'s count (a stored cart's value), now or as soon as the parser reaches the link. */
export function showCount(cart: unknown): void {
  toShow = storedItemCount(cart, isKnownProduct);
  if (!toShow) return;
  document.documentElement.setAttribute(CART_FILLED, '');
  writeCount();
}

/**
 * Says the stored cart's count in the header's cart link before the app runs, in the app's words
 * (src/features/cart/cart-core.ts), and marks `<html>` `data-cart-filled`, so a full cart never
 * reads "0 items" and the page never offers what an empty cart would.
 */
export function countStoredCart(): void {
  try {
    showCount(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null'));
  } catch {
    toShow = 0; // An unreadable cart: the header says what the page says until the app has read it.
  }
}
