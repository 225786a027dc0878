import { commandsDialogs } from '@/lib/first-use';
import { laterPart } from '@/lib/later-part';
import type * as Text from './product-text';

/*
 * The parts of a product's page that its prerendered HTML carries but the browser loads once the
 * page is ready (src/lib/later-part.tsx): none of them is JavaScript the page needs first. The
 * description and the reviews, text below the photo, the price and Add to Cart, once the visitor
 * scrolls to them too: a phone that only looks at the top of the page never loads them. The
 * prerenderer loads them before it renders a product's page (`preloadProductParts`).
 */

let text: typeof Text | undefined;
const loadText = () => import('./product-text').then((module) => (text = module));

/** The description and the facts list (./product-text.tsx). */
export const productText = /* @__PURE__ */ laterPart(() => loadText().then((module) => module.ProductText), { inView: '.product__description' });

/** The Reviews section: the rating in words, and each review (whose own chunk loads after it). */
export const productReviews = /* @__PURE__ */ laterPart(() => import('./product-reviews').then((module) => module.ProductReviews), { inView: 'section[aria-labelledby="product-reviews-title"]' });

/**
 * The "Size chart" button and its dialog. A browser that opens the dialog by itself (`commandfor`)
 * needs its code only once the visitor reaches for the button; another, once the page is ready.
 */
const sizeChart = /* @__PURE__ */ laterPart(() => import('./size-chart').then((module) => module.SizeChart), {
  firstUse: commandsDialogs() ? '.size-chart__open' : undefined,
});
export const SizeChart = sizeChart.Part;

/** The text's module once it is here (always while prerendering): the page's head is made with it. */
export const loadedProductText = (): typeof Text | undefined => text;

/** Loads every part before a product's page is rendered to HTML (the prerenderer's). */
export async function preloadProductParts(): Promise<void> {
  await Promise.all([productText.preload(), productReviews.preload(), sizeChart.preload()]);
}
