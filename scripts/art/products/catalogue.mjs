// @ts-check
/**
 * What each product's artwork looks like: garment colour, cut, studio backdrop, the brand's
 * neck-print mark and which motif is printed on it. `slug` is the sample product's file name in
 * shop/products/ (ids 1..16); its photos are written to shop/photos/<slug>/.
 */

/**
 * @typedef {object} ProductArt
 * @property {number} id
 * @property {string} slug the product file's name in shop/products/ (without .md)
 * @property {string} shirt body colour
 * @property {string} backdrop studio paper colour
 * @property {import('./silhouette.mjs').Fit} fit
 * @property {'sun' | 'drop' | 'kite' | 'leaf' | 'cup' | 'dune'} brand neck-print mark
 * @property {string} motif key into the motif table
 * @property {boolean} [pocket] has a patch pocket on the left chest
 * @property {readonly Variant[]} [colours] the colours it also comes in, after its first (`shirt`)
 */

/**
 * Another colour of a product: its photos are the same four shots in this body colour, written as
 * shop/photos/<slug>/<id>-<view>.webp (the product file names them).
 * @typedef {object} Variant
 * @property {string} id the colour's id in the shop (colourId of its name: "heather-grey")
 * @property {string} shirt body colour
 */

/** @type {readonly ProductArt[]} */
export const catalogue = [
  { id: 1, slug: 'marigold-mandala-tee', shirt: '#e8902a', backdrop: '#dfe3e1', fit: 'regular', brand: 'sun', motif: 'mandala', colours: [{ id: 'navy', shirt: '#24325a' }, { id: 'off-white', shirt: '#f1ece0' }] },
  { id: 2, slug: 'rain-stripe-tee', shirt: '#1f2c4d', backdrop: '#e9e3d8', fit: 'regular', brand: 'drop', motif: 'rainStripe' },
  { id: 3, slug: 'kite-festival-tee', shirt: '#8fc4e6', backdrop: '#ece4d6', fit: 'regular', brand: 'kite', motif: 'kites', colours: [{ id: 'mango-yellow', shirt: '#f2c14e' }] },
  { id: 4, slug: 'indigo-block-print-tee', shirt: '#233062', backdrop: '#e7e1d5', fit: 'regular', brand: 'leaf', motif: 'blockPrint' },
  { id: 5, slug: 'cutting-chai-pocket-tee', shirt: '#efe3c8', backdrop: '#c9d1cc', fit: 'regular', brand: 'cup', motif: 'chaiPocket', pocket: true },
  { id: 6, slug: 'rickshaw-ride-tee', shirt: '#1b1b1e', backdrop: '#e6e0d5', fit: 'regular', brand: 'sun', motif: 'rickshaw', colours: [{ id: 'bottle-green', shirt: '#1f4a3a' }] },
  { id: 7, slug: 'thar-sunset-oversized-tee', shirt: '#b4532b', backdrop: '#e8e0d2', fit: 'oversized', brand: 'dune', motif: 'tharSunset' },
  { id: 8, slug: 'essential-white-crew-tee', shirt: '#f6f5f1', backdrop: '#d3d9de', fit: 'regular', brand: 'drop', motif: 'plain', colours: [{ id: 'black', shirt: '#1b1b1e' }, { id: 'heather-grey', shirt: '#9c9ea3' }, { id: 'navy', shirt: '#1f2c4d' }] },
  { id: 9, slug: 'peacock-feather-tee', shirt: '#0f5458', backdrop: '#e7e1d4', fit: 'regular', brand: 'kite', motif: 'peacock' },
  { id: 10, slug: 'ikat-weave-tee', shirt: '#6c1f2f', backdrop: '#e4dfd4', fit: 'regular', brand: 'leaf', motif: 'ikat' },
  { id: 11, slug: 'filter-coffee-tee', shirt: '#5e3d29', backdrop: '#e3ddd2', fit: 'regular', brand: 'cup', motif: 'filterCoffee' },
  { id: 12, slug: 'camel-caravan-tee', shirt: '#d8c39c', backdrop: '#d5dbdf', fit: 'regular', brand: 'dune', motif: 'camels' },
  { id: 13, slug: 'holi-splash-tee', shirt: '#f8f7f3', backdrop: '#d6d2cb', fit: 'regular', brand: 'sun', motif: 'holi' },
  { id: 14, slug: 'lotus-line-art-tee', shirt: '#efc4c1', backdrop: '#dfe2dc', fit: 'regular', brand: 'drop', motif: 'lotus' },
  { id: 15, slug: 'cricket-gully-tee', shirt: '#3f9a4b', backdrop: '#ebe4d7', fit: 'regular', brand: 'kite', motif: 'cricket', colours: [{ id: 'navy', shirt: '#22305a' }] },
  { id: 16, slug: 'midnight-constellation-tee', shirt: '#17171b', backdrop: '#d7dbe0', fit: 'regular', brand: 'leaf', motif: 'constellation' },
];
