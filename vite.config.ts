import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { earlyScript, EVERY_PAGE } from './scripts/early-script.mjs';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page's start-up before the app (src/app/early/: TypeScript built from the app's own modules,
 * the cart's rules included) is bundled and minified into one inline script where index.html
 * marks it (`<!--early:start-->`), by scripts/early-script.mjs (which also builds the product pages'
 * colour script the prerenderer adds to them); the prerenderer lists each inline script's hash in
 * the page's Content-Security-Policy. Nothing of it is kept by hand: change its modules and the page changes.
 */
function inlineEarlyScript(): Plugin {
  return {
    name: 'rangeela:inline-early-script',
    async transformIndexHtml(html) {
      if (!html.includes('<!--early:start-->')) return html;
      return html.replace('<!--early:start-->', `<script>${await earlyScript(EVERY_PAGE)}</script>`);
    },
  };
}

/**
 * The modules each named chunk takes, listed by path: renaming or moving one fails the build here,
 * saying which, instead of silently moving its code into another chunk. Why each chunk holds what it
 * does is said at its group below. A module no group lists goes where the bundler puts it: into the
 * one page chunk that imports it, or a chunk of its own that the pages importing it share.
 */
export const chunkModules = {
  boot: ['src/boot.tsx'],
  start: [
    'src/app/start.ts',
    // The tees this page has loaded and how it loads more (a tee's module, from its folder), how a
    // tee is found and drawn, and the range's size and collections: what the cart, the checkout, the
    // orders and every page with cards read before they are ready (issue 37: the pages load the tees
    // they show, not the range). In `cards`, the checkout and the orders loaded every card's code
    // for them (/orders 91.3 KiB before ready); on their own, one more request for the others.
    'src/features/catalogue/product.ts',
    'src/features/catalogue/data/known-tees.ts',
    'src/features/catalogue/data/tee-modules.ts',
    'src/features/catalogue/data/tee-folder.generated.ts',
    'src/features/catalogue/use-tees.ts',
    'src/features/catalogue/lookup.ts',
    'src/features/catalogue/range.ts',
    'src/features/catalogue/data/range.generated.ts',
    'src/features/catalogue/range-summary.ts',
    'src/features/catalogue/data/offers.generated.ts',
    'src/features/catalogue/offers.ts',
    'src/features/catalogue/offer-rules.ts',
    'src/features/cart/quantity.ts',
    'src/features/cart/tell-added.ts',
    'src/features/cart/coupons.generated.ts',
    'src/lib/money.ts',
    'src/lib/page-meta.tsx',
    'src/components/ui/page-header.tsx',
    'src/components/ui/field.tsx',
    'src/lib/length-limit.ts',
    'src/components/ui/status-message.tsx',
    'src/components/ui/price.tsx',
    'src/components/ui/responsive-image.tsx',
    'src/features/catalogue/product-image.tsx',
    'src/lib/later-part.tsx',
    'src/features/content/newsletter/later-newsletter.ts',
  ],
  cards: [
    'src/features/catalogue/product-grid.tsx',
    'src/features/catalogue/product-card.tsx',
    'src/features/catalogue/card-badge.ts',
    'src/features/catalogue/pays.ts',
    'src/features/catalogue/sale.ts',
    'src/features/cart/quick-add-button.tsx',
    'src/app/later-parts.tsx',
    'src/features/catalogue/product-view/extras/load.ts',
    'src/components/ui/rating.tsx',
    'src/components/ui/section-heading.tsx',
    'src/features/cart/quantity-input.tsx',
    'src/features/catalogue/shop-collections.ts',
    'src/features/content/deals/deals.tsx',
    'src/app/routes/shop-deals.ts',
  ],
  catalogue: [
    'src/features/catalogue/data/products.generated.ts',
    'src/features/catalogue/data/products.ts',
  ],
  buy: [
    'src/features/cart/add-to-cart-form.tsx',
    'src/features/cart/quantity-stepper.tsx',
    'src/features/catalogue/product-view/later-parts.ts',
    'src/components/ui/choice-group.tsx',
  ],
  'product-extras': [
    'src/features/catalogue/product-view/extras/extras.ts',
    'src/features/catalogue/product-view/extras/share-menu.tsx',
    'src/features/catalogue/product-view/extras/buy-bar.tsx',
    'src/features/catalogue/product-view/extras/styles.ts',
    'src/features/catalogue/product-view/extras/extras.css',
    'src/lib/share.ts',
    'src/components/ui/icons/share.tsx',
  ],
  saved: [
    'src/features/wishlist/index.ts',
    'src/features/wishlist/prepare.ts',
    'src/features/wishlist/save-button.tsx',
    'src/features/wishlist/wishlist-link.tsx',
    'src/features/wishlist/wishlist-store.ts',
    'src/features/wishlist/wishlist-rules.ts',
    'src/features/wishlist/wishlist.css',
    'src/lib/id-list-store.ts',
    'src/components/ui/icons/heart.tsx',
  ],
  totals: ['src/features/cart/cart-tees.ts', 'src/features/orders/kept-order-tees.ts', 'src/features/cart/totals.ts', 'src/features/cart/coupons.ts', 'src/features/cart/availability.ts', 'src/features/cart/cart-view/totals-list.tsx'],
  text: ['src/lib/rich-text.ts', 'src/components/ui/rich-text.tsx', 'src/lib/dates.ts'],
  'form-parts': ['src/lib/checked-form.ts', 'src/components/ui/form-summary.tsx', 'src/components/ui/submit-button.tsx'],
  'checkout-parts': ['src/features/orders/states.ts', 'src/features/orders/checkout-fields.ts', 'src/features/orders/upi-limit.ts', 'src/config/delivery.generated.ts'],
  'order-view': [
    'src/features/orders/order-page.css',
    'src/features/orders/orders-held.ts',
    'src/features/orders/use-order-book.ts',
    'src/features/orders/order-href.ts',
    'src/features/orders/order-facts.tsx',
  ],
} as const;
/** A module id as a plain absolute path (ids may carry a query, such as `?url`). */
const pathOf = (id: string) => id.split('?')[0]!;

/** The test of a group: its listed files. In a build, a listed file that does not exist is an error. */
export function listed(chunk: keyof typeof chunkModules, build: boolean): (id: string) => boolean {
  const files = new Set(chunkModules[chunk].map((path) => local(`./${path}`)));
  if (build) {
    const missing = chunkModules[chunk].filter((path) => !existsSync(local(`./${path}`)));
    if (missing.length > 0)
      throw new Error(`vite.config.ts lists ${missing.join(', ')} for the "${chunk}" chunk, but no such file exists: update chunkModules to the file's new name.`);
  }
  return (id) => files.has(pathOf(id));
}

export default defineConfig(({ command }) => ({
  plugins: [react(), inlineEarlyScript()],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${local('./src')}/` }],
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    // The print stylesheet (index.html, media="print") stays a file: the CSP allows no data: styles.
    assetsInlineLimit: (file) => (file.endsWith('.css') ? false : undefined),
    manifest: true,
    // Chromium and every browser this shop supports know modulepreload; the polyfill would fetch().
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown's advice on slow plugins (PLUGIN_TIMINGS) comes only when a busy machine slows the
      // build, and it is for the project's engineers: an owner reading `npm start` is not asked to
      // profile anything.
      // Nor is a dynamic import of a module some pages carry already a mistake here: the groups
      // below place every module, and such an import loads it where the page has not (the cart's
      // tidy-up words load the catalogue's lookup: src/features/cart/cart-persistence.ts).
      checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it is ready in two files, not two dozen: on a slow network
            // each file costs its headers and a request slot. The app proper (React, the router, the
            // layout: src/boot.tsx and its imports) and the stores' start-up (src/app/start.ts and
            // its imports, the catalogue among them). Named after their modules: the prerenderer
            // and the bundle budget find them by these names (scripts/bundle-chunks.mjs).
            // The app is index.html's entry, so Vite's preload helper is in it too; no page loads
            // it as a script: the prerenderer puts src/app/early/start-app.ts in its place, which
            // imports it after the first frame (issue 37: once, a small entry of its own imported
            // the helper, two files and their headers before every page was ready).
            { name: 'boot', test: listed('boot', command === 'build'), priority: 2 },
            // With start-up: the shop's offers (as data, and the rules that apply them: most pages
            // with a price need them) and coupons, and two small pieces of the cart that pages and the
            // adds carried out at start-up (loaded only where there is one) share. Alone, each of
            // these was a request of its own, its headers weighing about as much as it does (issue 22:
            // the checkout's JavaScript before ready, 91.4 → 89.5 KiB). And the small pieces every
            // page shows (a form field and its status, a price, a product's photo, the page's heading,
            // title and description): once a chunk of their own (`shared`), every page loaded it too,
            // one more request and its headers (issue 37: with the catalogue out of start-up, the
            // shop's JavaScript before ready 90.5 → 89.8 KiB). Only those: once, a group took every
            // script in src/components/ui with rich text, dates and the not-found page's words, and
            // every page loaded what a few use (issues 35, 37: the shop's 93.1 KiB, the contact page's
            // 90.0). Not the catalogue (its own group, below).
            { name: 'start', test: listed('start', command === 'build'), priority: 1 },
            // The cart's totals and what is in stock, which the cart, the checkout and the order pages
            // share, and how they load the tees they show (the cart's lines', the kept orders'): small
            // files, each a request before those pages were ready (issue 37: alone, the kept orders'
            // tees were a 13th file before /orders was ready, 89.0 KiB; here 88.3). Only these
            // modules: with their imports, the group took the catalogue and every page loaded it.
            { name: 'totals', test: listed('totals', command === 'build'), priority: -1, includeDependenciesRecursively: false },
            // The product cards (the grid, a card, its badge, its rating, its quick add and heart, the
            // price paid, the sale's rule) that the home page, the shop, a product's page and the cart
            // show before they are ready: left to the bundler they were five files of a few hundred
            // bytes each, every one a request and its headers (issues 35, 37: the shop's JavaScript
            // before ready 95.2 KiB). With them, what only those pages share: a section's heading
            // and the quantity box (the cart's and the product page's steppers; 137 B), and the ways
            // into the range (the collections' links, the deals' line: the home page, the shop and
            // the not-found page; once a file of their own, /shop's JavaScript before ready was
            // 90.5 KiB).
            { name: 'cards', test: listed('cards', command === 'build'), priority: -2, includeDependenciesRecursively: false },
            // The catalogue's entries and their lookup: the pages that draw or price tees load it before
            // they are ready (home, the shop, a product, the cart, the checkout, the orders, the
            // not-found page); the others never do, or once they are (issue 37: JavaScript before
            // ready does not grow with the range). In start-up, it grew every page's by the range;
            // left to the bundler, it was two files, each a request before those pages were ready.
            { name: 'catalogue', test: listed('catalogue', command === 'build'), priority: -4, includeDependenciesRecursively: false },
            // A product's Add to Cart form and the pieces only it (and the wishlist's) shows: the
            // quantity stepper, the colour and size choices, and what brings in the parts the page hydrates once it is ready
            // (src/lib/later-part.tsx: the size chart, the sold-out notice, the description and
            // reviews, each a chunk of its own loaded after ready). Alone, each was a request before
            // the product page was ready.
            { name: 'buy', test: listed('buy', command === 'build'), priority: -3, includeDependenciesRecursively: false },
            // What the checkout's form shows before it is ready that the orders' rules (loaded once
            // the visitor goes to the form, and on the orders' pages) share: the states to choose
            // from, each field's limits and words, UPI's limit, the shop's delivery zones (which a
            // product's PIN check loads with its answer). Alone, each was a file and its headers
            // before the checkout was ready (issue 37: its JavaScript before ready 91.2 KiB).
            { name: 'checkout-parts', test: listed('checkout-parts', command === 'build'), priority: -5, includeDependenciesRecursively: false },
            // Text the owner writes in Markdown and how it is drawn, and dates in words: the about
            // page, an article, the journal and the order pages show them before they are ready, a
            // product's description once the page is (and the shop's search reads its words). One
            // file, not three, for an article, which shows all of them.
            { name: 'text', test: listed('text', command === 'build'), priority: -6, includeDependenciesRecursively: false },
            // The forms' checking (src/lib/checked-form.ts: it loads each form's rules when first
            // needed) and the two pieces the checkout, login, signup and order-check forms show with
            // it: the list of what to fix and the submit button. The contact form uses the checking
            // alone; one file for it and them costs it less than two would.
            { name: 'form-parts', test: listed('form-parts', command === 'build'), priority: -7, includeDependenciesRecursively: false },
            // What the orders' list and an order's page show before they are ready: an order's facts,
            // the orders this device keeps, an order's address. Left to the bundler they were four
            // files of 80 to 700 bytes, each a request and its headers (/orders's JavaScript before
            // ready 90.2 KiB in 15 files). Not the order itself (order.ts), which the desk shares.
            { name: 'order-view', test: listed('order-view', command === 'build'), priority: -8, includeDependenciesRecursively: false },
            // What a product's page loads once it is ready, with no interaction: Share (and the
            // platform's share helpers), the phone's Add to Cart bar and their stylesheet's loader, in
            // one file, not three (issue 37: each file's headers are about 390 B, and a product page
            // looked at only at its top loaded 100 KiB of JavaScript). The wishlist's page shares
            // its list with the same helpers and loads this file for them (1.4 kB more, well inside
            // its budget); the zoom loads it with its stylesheet, which the product page has by then.
            { name: 'product-extras', test: listed('product-extras', command === 'build'), priority: -9, includeDependenciesRecursively: false },
            // The wishlist's heart and store with the list store it shares with recently viewed: every
            // page with cards loads the heart once it is ready, and recently viewed (the product page,
            // the empty cart, the not-found page) only where there are cards. One file, not two.
            { name: 'saved', test: listed('saved', command === 'build'), priority: -10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
