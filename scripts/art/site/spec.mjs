// @ts-check
/**
 * The single list of site images: file names, sizes, byte budgets and alt text.
 * `site.mjs` renders from it and `manifest.mjs` writes src/features/content/site-images.ts from it.
 */

export const IMAGE_DIR = 'public/images/site';
export const ICON_DIR = 'public/icons';
export const MEDIA_DIR = 'public/media';
export const URL_BASE = '/images/site';

/**
 * @typedef {object} RasterSpec
 * @property {string} key manifest key (dotted for nested groups, e.g. "blog.how-to-wash-a-t-shirt")
 * @property {string} name file base name
 * @property {number[]} widths every width generated; the largest is rendered
 * @property {number} height height at the largest width
 * @property {number} budget byte budget at the largest width
 * @property {number} [budgetSmall] byte budget at the smaller widths
 * @property {boolean} [single] one size only, written as `name.webp`
 * @property {boolean} [alpha] keep transparency
 * @property {string} alt alt text ("" = decorative)
 * @property {string} [comment] note written next to the entry in the manifest
 * @property {string} [shop] the sample shop's photo this is (shop/photos/<shop>): written there at its
 *   largest width only, for the build to size (scripts/shop/photos.ts), and left out of the manifest
 */

const DECORATIVE = 'Decorative background: the banner text is real HTML laid over it, so alt is empty.';

/** @type {RasterSpec[]} */
export const rasters = [
  {
    key: 'hero',
    name: 'hero',
    widths: [640, 720, 960, 1440],
    height: 960,
    budget: 90_000,
    budgetSmall: 30_000,
    alt: 'A clothes rail of colourful printed T-shirts on wooden hangers, with a stack of folded tees on a crate, a basket of rolled tees and a potted snake plant in warm lamp light',
  },
  { key: 'repairBanner', name: 'repair-banner', widths: [800, 1600], height: 600, budget: 70_000, alt: '', comment: DECORATIVE },
  { key: 'promoB1g1', name: 'promo-b1g1', widths: [400, 800], height: 532, budget: 35_000, alt: '', comment: DECORATIVE },
  { key: 'promoWinter', name: 'promo-winter', widths: [400, 800], height: 532, budget: 35_000, alt: '', comment: DECORATIVE },
  { key: 'promoNew', name: 'promo-new', widths: [400, 800], height: 532, budget: 35_000, alt: '', comment: DECORATIVE },
  {
    key: 'blog.how-to-wash-a-t-shirt',
    name: 'blog-how-to-wash-a-t-shirt',
    shop: 'journal/how-to-wash-a-t-shirt.webp',
    widths: [400, 800],
    height: 532,
    budget: 35_000,
    alt: 'A front-loading washing machine with a pink T-shirt swirling in water, beside a tub where a yellow tee soaks among soap bubbles',
  },
  {
    key: 'blog.find-your-t-shirt-size',
    name: 'blog-find-your-t-shirt-size',
    shop: 'journal/find-your-t-shirt-size.webp',
    widths: [400, 800],
    height: 532,
    budget: 35_000,
    alt: 'A teal T-shirt laid flat with a tape measure stretched across the chest, next to swing tags marked S, M, L and XL',
  },
  {
    key: 'blog.screen-printing-vs-dtg',
    name: 'blog-screen-printing-vs-dtg',
    shop: 'journal/screen-printing-vs-dtg.webp',
    widths: [400, 800],
    height: 532,
    budget: 35_000,
    alt: 'Screen printing versus direct-to-garment: on one side a squeegee pulls pink ink through a framed screen onto a tee, on the other a printer head sprays coloured ink onto a navy tee',
  },
  {
    key: 'blog.cotton-linen-and-blends',
    name: 'blog-cotton-linen-and-blends',
    shop: 'journal/cotton-linen-and-blends.webp',
    widths: [400, 800],
    height: 532,
    budget: 35_000,
    alt: 'A branch of fluffy cotton bolls, a bundle of flax stalks with blue flowers, and a fan of fabric swatches in cream, teal, marigold, pink and indigo',
  },
  {
    key: 'blog.five-ways-to-style-a-plain-tee',
    name: 'blog-five-ways-to-style-a-plain-tee',
    shop: 'journal/five-ways-to-style-a-plain-tee.webp',
    widths: [400, 800],
    height: 532,
    budget: 35_000,
    alt: 'A flat lay of a plain white T-shirt with a denim jacket, jeans, a striped pink scarf, a cap, sunglasses and white sneakers',
  },
  {
    key: 'about',
    name: 'about',
    // 720 for a phone at 1.75× (412 px wide: Lighthouse's phone), which would otherwise take the 960.
    widths: [480, 720, 960],
    height: 720,
    budget: 60_000,
    alt: 'Our print workshop: one printer pulls a squeegee across a screen on the table while another holds up a freshly printed sun tee, with printed tees drying on a line overhead and a rail of finished shirts',
  },
  {
    key: 'people.asha',
    name: 'person-asha',
    shop: 'people/asha.webp',
    widths: [240],
    height: 240,
    budget: 10_000,
    single: true,
    alpha: true,
    alt: 'Illustrated portrait of Asha, smiling, with long black hair and a bindi, wearing a pink T-shirt',
  },
  {
    key: 'people.rahul',
    name: 'person-rahul',
    shop: 'people/rahul.webp',
    widths: [240],
    height: 240,
    budget: 10_000,
    single: true,
    alpha: true,
    alt: 'Illustrated portrait of Rahul, smiling, with short black hair and a beard, wearing a teal T-shirt',
  },
  {
    key: 'people.meera',
    name: 'person-meera',
    shop: 'people/meera.webp',
    widths: [240],
    height: 240,
    budget: 10_000,
    single: true,
    alpha: true,
    alt: 'Illustrated portrait of Meera, smiling, with curly brown hair and round glasses, wearing a marigold T-shirt',
  },
];

/** The video poster, written by video.mjs. */
export const poster = {
  key: 'aboutPoster',
  name: 'about-poster',
  width: 640,
  height: 360,
  budget: 30_000,
  alt: 'Colourful printed T-shirts pegged on a clothesline, swaying in the breeze',
};

export const ogImage = {
  key: 'ogImage',
  file: 'og-image.png',
  width: 1200,
  height: 630,
  budget: 150_000,
  // The card carries the shop's name and tagline (./og.mjs, drawn for each shop); pages never show it.
  alt: 'The shop’s name and tagline beside printed T-shirts on a clothesline',
};

/**
 * @typedef {object} VectorSpec
 * @property {string} key @property {string} file @property {number} width @property {number} height
 * @property {number} budget @property {string} alt
 */

/** @type {VectorSpec[]} */
export const vectors = [
  { key: 'featureIcons.freeShipping', file: 'feature-free-shipping.svg', width: 120, height: 120, budget: 4096, alt: 'A delivery van carrying a parcel' },
  { key: 'featureIcons.onlineOrder', file: 'feature-online-order.svg', width: 120, height: 120, budget: 4096, alt: 'A phone showing a T-shirt and a cart button' },
  { key: 'featureIcons.saveMoney', file: 'feature-save-money.svg', width: 120, height: 120, budget: 4096, alt: 'A rupee coin dropping into a piggy bank' },
  { key: 'featureIcons.promotions', file: 'feature-promotions.svg', width: 120, height: 120, budget: 4096, alt: 'A megaphone and a discount tag' },
  { key: 'featureIcons.happySell', file: 'feature-happy-sell.svg', width: 120, height: 120, budget: 4096, alt: 'A smiling shopping bag' },
  { key: 'featureIcons.support', file: 'feature-support.svg', width: 120, height: 120, budget: 4096, alt: 'A headset with a clock, for round-the-clock support' },
  { key: 'installBadge', file: 'install-badge.svg', width: 135, height: 40, budget: 3072, alt: 'Install the app: add it to your home screen' },
  { key: 'payments', file: 'payments.svg', width: 240, height: 36, budget: 4096, alt: 'We accept UPI and cash on delivery' },
  {
    key: 'map',
    file: 'map.svg',
    width: 800,
    height: 500,
    budget: 20_480,
    // The contact page says what it shows from the shop's data (shop.yaml `map`, ../shop-art.mjs mapTitle).
    alt: 'Map of the streets around our shop',
  },
  { key: 'logo', file: 'logo.svg', width: 48, height: 48, budget: 3072, alt: 'Logo' },
];

export const video = {
  mp4: '/media/about-loop.mp4',
  webm: '/media/about-loop.webm',
  width: 640,
  height: 360,
  fps: 24,
  seconds: 6,
  budget: 350_000,
};
