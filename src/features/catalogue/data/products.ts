import { withImages, type Product, type ProductEntry } from '../product';

/**
 * The fixed catalogue. Prices are whole rupees, all different; ratings cover every band
 * so that each minimum-rating option gives a different, non-empty result.
 * Artwork for each product is drawn by scripts/art/products.mjs.
 */
const entries: readonly ProductEntry[] = [
  {
    id: 1,
    brand: 'Rangeela Studio',
    title: 'Marigold Mandala Tee',
    description:
      'A saffron crew-neck in 180 GSM combed cotton with a hand-drawn marigold mandala across the chest. Soft-hand water-based ink that breathes in the heat and keeps its colour wash after wash.',
    price: 799,
    rating: 4.6,
    category: 'featured_product',
  },
  {
    id: 2,
    brand: 'Monsoon Mills',
    title: 'Rain Stripe Crew Tee',
    description:
      'Navy jersey woven with fine white stripes, like rain on a window. Yarn-dyed, so the stripes never fade, with a taped neck that holds its shape.',
    price: 1099,
    rating: 4.1,
    category: 'featured_product',
  },
  {
    id: 3,
    brand: 'Kite Club',
    title: 'Kite Festival Graphic Tee',
    description:
      'Sky-blue cotton printed with a flock of paper kites and their tangled strings, a nod to Uttarayan rooftops. Relaxed fit, pre-shrunk, made for long sunny days.',
    price: 649,
    rating: 5,
    category: 'featured_product',
  },
  {
    id: 4,
    brand: 'Neel & Co.',
    title: 'Indigo Block-Print Tee',
    description:
      'Deep indigo cotton with an all-over motif inspired by Sanganeri hand blocks. Garment-washed for a lived-in softness from the very first wear.',
    price: 1499,
    rating: 4.8,
    category: 'featured_product',
  },
  {
    id: 5,
    brand: 'Chai & Cotton',
    title: 'Cutting Chai Pocket Tee',
    description:
      'A cream tee with a patch pocket and a tiny glass of cutting chai peeking out. Lightweight slub cotton that keeps you cool between cups.',
    price: 549,
    rating: 3.7,
    category: 'featured_product',
  },
  {
    id: 6,
    brand: 'Rangeela Studio',
    title: 'Rickshaw Ride Tee',
    description:
      'Black cotton with a bold yellow-and-green auto rickshaw racing across the front. Printed with plastisol-free inks for a crisp, flexible graphic.',
    price: 899,
    rating: 4.3,
    category: 'featured_product',
  },
  {
    id: 7,
    brand: 'Desert Loom',
    title: 'Thar Sunset Oversized Tee',
    description:
      'A rust-orange oversized tee with a dune-and-sun print that fades from gold to rose. Dropped shoulders and a boxy cut in heavy 220 GSM cotton.',
    price: 1799,
    rating: 2.9,
    category: 'featured_product',
  },
  {
    id: 8,
    brand: 'Monsoon Mills',
    title: 'Essential White Crew Tee',
    description:
      'The white tee you reach for every morning: long-staple cotton, a clean ribbed collar and a fit that is neither tight nor loose.',
    price: 349,
    rating: 3.2,
    category: 'featured_product',
  },
  {
    id: 9,
    brand: 'Kite Club',
    title: 'Peacock Feather Tee',
    description:
      'Deep teal cotton with a single sweeping peacock feather printed in jewel tones. Enzyme-washed for a smooth, cool feel against the skin.',
    price: 1199,
    rating: 5,
    category: 'New Arrivals',
  },
  {
    id: 10,
    brand: 'Neel & Co.',
    title: 'Ikat Weave Tee',
    description:
      'Maroon jersey with a blurred-edge ikat pattern borrowed from Pochampally looms. A premium piece in organic cotton, finished with a twin-needle hem.',
    price: 2199,
    rating: 4.4,
    category: 'New Arrivals',
  },
  {
    id: 11,
    brand: 'Chai & Cotton',
    title: 'Filter Coffee Tee',
    description:
      'Coffee-brown cotton with a steel tumbler and dabara pouring a perfect froth. For everyone who starts the day with decoction.',
    price: 699,
    rating: 2.3,
    category: 'New Arrivals',
  },
  {
    id: 12,
    brand: 'Desert Loom',
    title: 'Camel Caravan Tee',
    description:
      'Sand-coloured cotton with a line of camels crossing the chest at dusk. A regular fit in midweight fabric that handles dusty roads.',
    price: 999,
    rating: 1.8,
    category: 'New Arrivals',
  },
  {
    id: 13,
    brand: 'Rangeela Studio',
    title: 'Holi Splash Tee',
    description:
      'A white tee caught in a burst of gulal: pink, green, yellow and blue splashes printed to look thrown by hand. Every colour is skin-safe and wash-fast.',
    price: 1349,
    rating: 3.9,
    category: 'New Arrivals',
  },
  {
    id: 14,
    brand: 'Monsoon Mills',
    title: 'Lotus Line-Art Tee',
    description:
      'Blush-pink cotton with a single-line lotus drawn in deep plum. Quiet, elegant and easy to dress up with linen trousers.',
    price: 849,
    rating: 3.4,
    category: 'New Arrivals',
  },
  {
    id: 15,
    brand: 'Kite Club',
    title: 'Cricket Gully Tee',
    description:
      'Grass-green cotton with a bat, a taped tennis ball and chalk-drawn stumps: gully cricket, ready for the next over. Sporty fit with a breathable weave.',
    price: 599,
    rating: 1.2,
    category: 'New Arrivals',
  },
  {
    id: 16,
    brand: 'Neel & Co.',
    title: 'Midnight Constellation Tee',
    description:
      'Jet-black supima cotton printed with the night sky over the Deccan plateau, stars joined into constellations in fine silver lines.',
    price: 2799,
    rating: 4.7,
    category: 'New Arrivals',
  },
];

export const products: readonly Product[] = /* @__PURE__ */ entries.map(withImages);
