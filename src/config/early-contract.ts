/**
 * What ties the prerendered page to its early script (src/app/early/) and the app: the `data-*`
 * marks each side sets or reads, and the records the early script leaves in this tab's session
 * storage for the app. Written once here, used by the JSX, the early script and the app alike.
 */

/** On an add-to-cart form: the early script may add it itself ("" a quick add, "form" the product page's). */
export const ADDS_EARLY = 'data-adds-early';
/** On a GET form the early script holds for the app rather than letting the browser send it. */
export const HOLD_UNTIL_READY = 'data-hold-until-ready';
/** On a colour radio: its sold-out sizes, space-separated. */
export const SOLD_OUT = 'data-sold-out';
/** On a colour radio: its photos' addresses without their widths, space-separated. */
export const PHOTOS = 'data-photos';
/** On a link: the names of this address's search values it carries ("from"). */
export const CARRY = 'data-carry';
/** On `#root`: the app has taken over the page. */
export const READY = 'data-ready';
/** On a GET form the browser is sending itself: the app leaves it alone. */
export const SENT = 'data-sent';
/** On a text field whose paste the browser cut at its maxlength. */
export const CUT = 'data-cut';
/** On `<html>`: the stored cart holds items. */
export const CART_FILLED = 'data-cart-filled';

/** `data-adds-early`'s value on the product page's form (its adds are said in its status). */
export const ADDS_EARLY_FORM = 'form';

/** Where the early script writes down an add it holds for the app (this tab's session storage). */
export const HELD_ADDS_KEY = 'held-adds';
/** Where it writes down an add it carried out itself, for the app to say. Also the DOM event it sends. */
export const EARLY_ADDS_KEY = 'early-adds';

/** What an add did: a new line, a raised line, or a line that reached the most per size. */
export type AddKind = 'added' | 'merged' | 'capped';

/** An add held for the app: the form's fields as a query, and its page's `performance.timeOrigin`. */
export interface HeldAddRecord {
  id: string;
  page: number;
  query: string;
}

/** An add the early script carried out, for the app to say in its own words. */
export interface EarlyAddRecord {
  page: number;
  productId: number;
  colour: string;
  size: string;
  kind: AddKind;
  added: number;
  quantity: number;
  /** Made with the product page's form (said in its status), not a card's quick add. */
  from?: typeof ADDS_EARLY_FORM;
}

/**
 * The DOM event, on `document`, asking the page's start script (src/app/early/start-app.ts) to load
 * the app again: the early script sends it when the visitor taps Try again.
 */
export const START_AGAIN = 'rangeela:start-again';
