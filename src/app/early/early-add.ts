import { ADDS_EARLY, ADDS_EARLY_FORM, EARLY_ADDS_KEY, SOLD_OUT, type EarlyAddRecord } from '@/config/early-contract';
import { CART_KEY, clampQuantity, isColourId, isSize, type CartLine } from '@/features/cart/cart-core';
import { addToStoredCart } from '@/features/cart/stored-cart';
import { isKnownProduct, showCount } from './cart-count';
import { statusSign, words } from './page';

/** The add a form asks for, if it is one the cart can take: a known product, a colour id, a size, a whole 1–10 (the cart's own clamp leaves it as it is). */
function askedFor(form: HTMLFormElement): CartLine | null {
  const fields = new FormData(form);
  const productId = Number(fields.get('add'));
  const colour = fields.get('colour') ?? '';
  const size = fields.get('size') ?? '';
  const quantity = Number(fields.get('qty'));
  if (!isKnownProduct(productId) || !isColourId(colour) || !isSize(size) || clampQuantity(quantity) !== quantity) return null;
  // The product page's colour radio names the sizes sold out in it: the app says why not.
  const picked = form.querySelector('input[name="colour"]:checked');
  if (picked && words(picked, SOLD_OUT).includes(size)) return null;
  return { productId, colour, size, quantity };
}

/**
 * An add to cart (a form marked `data-adds-early`: a product card's quick add, or the product
 * page's Add to Cart) carried out at once, as the app would (src/features/cart/stored-cart.ts): the
 * line goes into the stored cart, the header says the new count, a sign says it is added, a
 * `storage` event tells the app's cart if it has already read the stored one, and the record
 * `early-adds` lets the app say what was added in its words once ready (src/app/early-adds.ts).
 * `addEarly` says whether it did: anything it cannot be sure of is the app's (the tap is held).
 */
let sign: HTMLElement | null | undefined;

/** The app says what was added from now on: the sign goes. */
export function earlyAddsDone(): void {
  sign = void sign?.remove();
}

export function addEarly(form: HTMLFormElement): boolean {
  const line = form.hasAttribute(ADDS_EARLY) && askedFor(form);
  if (!line) return false;
  let done: ReturnType<typeof addToStoredCart>;
  try {
    const stored = localStorage.getItem(CART_KEY);
    done = addToStoredCart(stored === null ? null : JSON.parse(stored), line, Date.now());
    if (!done) return false;
    localStorage.setItem(CART_KEY, JSON.stringify(done.cart));
  } catch {
    return false; // unreadable, or storage full or refused: the app will say so
  }
  showCount(done.cart);
  // Writes down what was added, for the app to say (in the form's status, if made with the product page's).
  const entry: EarlyAddRecord = { page: performance.timeOrigin, productId: line.productId, colour: line.colour, size: line.size, ...done.result };
  if (form.getAttribute(ADDS_EARLY) === ADDS_EARLY_FORM) entry.from = ADDS_EARLY_FORM;
  try {
    const told: unknown = JSON.parse(sessionStorage.getItem(EARLY_ADDS_KEY) ?? '[]');
    sessionStorage.setItem(EARLY_ADDS_KEY, JSON.stringify([...(Array.isArray(told) ? told : []), entry]));
  } catch {
    // No session storage: the count in the header says it all.
  }
  // One signal to the app, which may have started: its cart reads the stored one again, and it says the add.
  document.dispatchEvent(new Event(EARLY_ADDS_KEY));
  sign ??= statusSign('Added to your cart.'); // a sign already shown says just that
  return true;
}
