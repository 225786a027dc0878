/**
 * Hands the checked shop to the app: typed modules the features import through their own
 * index.ts (the app never reads YAML or Markdown), each marked as generated and ignored by git.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pageLinesOf, siteFacts } from '../../src/config/shop-schema';
import type { ProductEntry, ProductFacts } from '../../src/features/catalogue/product';
import { colourId } from '../../src/features/catalogue/product-schema';
import type { Review } from '../../src/features/catalogue/review-schema';
import { facetCounts, priceBands, rangeColours, soldOutLast, type Pricing } from '../../src/features/catalogue/facet-rules';
import { largestSaving, onOfferWith, onSaleWith, paysWith } from '../../src/features/catalogue/offer-rules';
import { collectionSizes, featuredProducts, relatedProducts, SHOP_PAGE_SIZE } from '../../src/features/catalogue/range';
import { buildSearchIndex } from '../../src/features/catalogue/search/search-index';
import { searchRecordOf } from '../../src/features/catalogue/search/search-record';
import type { RichText } from '../../src/lib/rich-text';
import { encodeProductKeys } from './product-keys-encoding';
import type { PhotoRef, ShopRead } from './read-shop';

/** Every module this writes, relative to the project. */
export const generatedModules = {
  products: 'src/features/catalogue/data/products.generated.ts',
  productFacts: 'src/features/catalogue/data/product-facts.generated.ts',
  productDescriptions: 'src/features/catalogue/data/product-descriptions.generated.ts',
  /** The products' ids as runs of consecutive ids (`[[1,16]]`): what the early script knows of the range. */
  productIds: 'src/features/catalogue/data/product-ids.generated.json',
  /** Each product's id and first colour: all the stored cart's reading needs of the catalogue (src/features/cart/cart-persistence.ts). */
  productKeys: 'src/features/catalogue/data/product-keys.generated.ts',
  /** The header's suggestions and the shop's close matches: a MiniSearch index, loaded when first wanted. */
  searchIndex: 'src/features/catalogue/data/search-index.generated.ts',
  /** A folder: one module per product (`<id>.generated.ts`): the tee and those its page shows beside it, each its own chunk. */
  tees: 'src/features/catalogue/data/tees',
  /** The address of the folder of the tees' modules the browser imports. */
  teeFolder: 'src/features/catalogue/data/tee-folder.generated.ts',
  /** The home page's featured tees (a bounded few), for the pages that show them without the range. */
  featured: 'src/features/catalogue/data/featured.generated.ts',
  /** How many tees the range holds, and its collections with their sizes: for the pages that link into it without loading it. */
  range: 'src/features/catalogue/data/range.generated.ts',
  /** What the shop draws before it has the range: its first page, its colours and price bands, and the count beside each filter. */
  shopPage: 'src/features/catalogue/data/shop-page.generated.ts',
  /** A folder: one module per product with reviews (`<id>.generated.ts`), each its own chunk. */
  productReviews: 'src/features/catalogue/data/reviews',
  offers: 'src/features/catalogue/data/offers.generated.ts',
  offerBanners: 'src/features/catalogue/data/offer-banners.generated.ts',
  coupons: 'src/features/cart/coupons.generated.ts',
  journal: 'src/features/content/data/journal.generated.ts',
  /** A folder: one module per article's text (`<slug>.generated.ts`), each its own chunk. */
  articleBodies: 'src/features/content/data/articles',
  about: 'src/features/content/data/about.generated.ts',
  contact: 'src/features/content/data/contact.generated.ts',
  home: 'src/features/content/data/home.generated.ts',
  /** The shop's name, words and seller: every page's. */
  settings: 'src/config/shop.generated.ts',
  orderSettings: 'src/config/orders.generated.ts',
  delivery: 'src/config/delivery.generated.ts',
  sizeChart: 'src/config/size-chart.generated.ts',
  tax: 'src/config/tax.generated.ts',
} as const;

/** Where the tees' modules for the browser go: public/tees/<hash>/<id>.js. */
const teeFolderRoot = 'public/tees';

/** The images folder's address; the photos' files go to public/images/shop/. */
export const photoRoot = '/images/shop';

/**
 * The address of each photo's files, without width and extension, named by content so browsers may
 * keep them for a year: a product's photos share a folder named by all of them
 * (/images/shop/products/indigo-tee.1a2b3c4d/front), others carry their own hash
 * (/images/shop/journal/wash.1a2b3c4d5e).
 */
export function photoAddresses(refs: readonly PhotoRef[], hashOf: (ref: PhotoRef) => string): Map<PhotoRef, string> {
  const groups = new Map<string, string[]>();
  for (const ref of refs) if (ref.group) groups.set(ref.group, [...(groups.get(ref.group) ?? []), hashOf(ref)]);
  const groupHash = new Map([...groups].map(([group, hashes]) => [group, createHash('sha256').update(hashes.join()).digest('hex').slice(0, 8)]));
  return new Map(
    refs.map((ref) => [
      ref,
      ref.group ? `${photoRoot}/${ref.group}.${groupHash.get(ref.group)}/${ref.name.slice(ref.group.length + 1)}` : `${photoRoot}/${ref.name}.${hashOf(ref).slice(0, 10)}`,
    ]),
  );
}

const header = (what: string) =>
  `// Generated by scripts/shop/ from ${what}. Do not edit: change the files in shop/ and build again.\n`;

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** "front-view" → "front view": what a photo shows when the owner did not say. */
function altFromName(file: string): string {
  return file.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
}

export async function writeModules(root: string, shop: ShopRead, addressOf: (ref: PhotoRef) => string): Promise<void> {
  /** The pages' own lines, null where the owner gave none. */
  const lines = pageLinesOf(shop.settings);
  const image = (ref: PhotoRef, alt: string) => {
    const path = addressOf(ref);
    const widths = [...ref.kind.widths].sort((a, b) => a - b);
    const largest = widths.at(-1)!;
    return {
      src: `${path}-${largest}.webp`,
      ...(widths.length > 1 ? { srcSet: widths.map((w) => `${path}-${w}.webp ${w}w`).join(', ') } : {}),
      width: ref.kind.width,
      height: ref.kind.height,
      alt,
    };
  };

  const products: ProductEntry[] = shop.products.map(({ photoRefs, colours, ...product }) => {
    const first = photoRefs[0]![0]!;
    return {
      id: product.id,
      title: product.title,
      brand: product.brand,
      price: product.price,
      ...(product.mrp === undefined ? {} : { mrp: product.mrp }),
      rating: product.rating,
      reviewCount: product.reviewCount,
      collections: product.collections,
      photoDir: addressOf(first).slice(0, addressOf(first).lastIndexOf('/')),
      colours: colours.map((colour, c) => ({
        id: colourId(colour.name),
        name: colour.name,
        swatch: colour.swatch,
        soldOut: colour.soldOut,
        photos: colour.photos.map((entry, p) => {
          const address = addressOf(photoRefs[c]![p]!);
          return { name: address.slice(address.lastIndexOf('/') + 1), alt: typeof entry === 'string' ? altFromName(entry) : (entry.alt ?? altFromName(entry.file)) };
        }) as unknown as ProductEntry['colours'][number]['photos'],
      })) as unknown as ProductEntry['colours'],
    };
  });
  const descriptions: Record<number, RichText> = Object.fromEntries(shop.products.map((p) => [p.id, p.description]));
  const facts: Record<number, ProductFacts> = Object.fromEntries(shop.products.map((p) => [p.id, { fabric: p.fabric, fit: p.fit, care: p.care, origin: p.origin }]));

  const write = async (file: string, text: string) => {
    // A folder of generated modules alone is not in git: a fresh clone makes it here.
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  };
  await write(
    generatedModules.products,
    `${header('shop/products/*.md')}import type { ProductEntry } from '../product';\n\nexport const productEntries: readonly ProductEntry[] = ${json(products)};\n`,
  );
  await write(
    generatedModules.productFacts,
    `${header('shop/products/*.md')}import type { ProductFacts } from '../product';\n\n/** Each product's facts by id: only its page shows them, so only its page loads this. */\nexport const productFacts: Readonly<Record<number, ProductFacts>> = ${json(facts)};\n`,
  );
  await write(
    generatedModules.productDescriptions,
    `${header('shop/products/*.md')}import type { RichText } from '@/lib/rich-text';\n\n/** Each product's description by id: the shop's search and a product's page read them; cards, the cart and orders do not load them. */\nexport const productDescriptions: Readonly<Record<number, RichText>> = ${json(descriptions)};\n`,
  );
  // One module per tee, with the tees its page shows beside it: a tee's page, the cart and the orders
  // load the tees they show, not the range (src/features/catalogue/data/tee-modules.ts). As typed
  // modules for the prerenderer and the tests, and as plain modules the browser imports from one
  // folder named by all of them (public/tees/<hash>/<id>.js), so a tee's address needs no list of
  // the range's files. Made afresh, so a removed tee's module goes with it.
  await rm(join(root, generatedModules.tees), { recursive: true, force: true });
  await rm(join(root, teeFolderRoot), { recursive: true, force: true });
  const teeModules = products.map((product) => ({ id: product.id, title: product.title, tee: product, related: relatedProducts(product, products) }));
  const teeHash = createHash('sha256').update(JSON.stringify(teeModules)).digest('hex').slice(0, 10);
  for (const { id, title, tee, related } of teeModules) {
    await write(
      `${generatedModules.tees}/${id}.generated.ts`,
      `${header('shop/products/*.md')}import type { ProductEntry } from '../../product';\n\n/** ${title.replace(/\*\//g, '* /')}. */\nexport const tee: ProductEntry = ${json(tee)};\n\n/** The tees its page shows beside it ("You may also like"). */\nexport const related: readonly ProductEntry[] = ${json(related)};\n`,
    );
    await write(`${teeFolderRoot}/${teeHash}/${id}.js`, `export const tee=${JSON.stringify(tee)};export const related=${JSON.stringify(related)};\n`);
  }
  await write(
    generatedModules.teeFolder,
    `${header('shop/products/*.md')}/** The folder of the tees' modules in the built site, named by their content (public/tees/<hash>/<id>.js). */\nexport const teeFolder = ${JSON.stringify(`/tees/${teeHash}`)};\n`,
  );
  const featured = featuredProducts(products);
  await write(
    generatedModules.featured,
    `${header('shop/products/*.md')}import type { ProductEntry } from '../product';\n\n` +
      `/** The featured tees the home page draws (at most FEATURED_ON_HOME, src/features/catalogue/range.ts), and how many are featured in all. */\nexport const featuredTees: readonly ProductEntry[] = ${json(featured.shown)};\n\nexport const featuredTotal: number = ${featured.total};\n`,
  );
  await write(
    generatedModules.range,
    `${header('shop/products/*.md and shop/offers.yaml')}` +
      `/** How many tees the range holds. */\nexport const rangeSize: number = ${products.length};\n\n` +
      `/** The collections a shop address may ask for and how many tees each holds, in catalogue order, \`sale\` last when any is on sale. */\nexport const collectionSizes: readonly (readonly [string, number])[] = ${JSON.stringify(collectionSizes(products, (product) => onSaleWith(product, shop.offers.offers)))};\n`,
  );
  // The shop's first page as it draws with nothing chosen, before it has the range (issue 37): the
  // same rules the shop filters the range by, with the shop's offers.
  const pricing: Pricing<ProductEntry> = { pays: (product) => paysWith(product, shop.offers.offers), onOffer: (product) => onOfferWith(product, shop.offers.offers) };
  const shopColours = rangeColours(products);
  const shopBands = priceBands(products.map(pricing.pays));
  await write(
    generatedModules.shopPage,
    `${header('shop/products/*.md and shop/offers.yaml')}import type { FacetCounts, PriceBand, RangeColour } from '../facet-rules';\nimport type { ProductEntry } from '../product';\n\n` +
      `/** The range's colours, in name order. */\nexport const shopColours: readonly RangeColour[] = ${JSON.stringify(shopColours)};\n\n` +
      `/** The range's price bands, on the prices after offers. */\nexport const shopPriceBands: readonly PriceBand[] = ${JSON.stringify(shopBands)};\n\n` +
      `/** How many tees each filter value alone gives, over the whole range. */\nexport const firstCounts: FacetCounts = ${JSON.stringify(facetCounts(products, pricing, shopColours, shopBands))};\n\n` +
      `/** The shop's first page with nothing chosen: the range in its order, those sold out in every size last. */\nexport const firstTees: readonly ProductEntry[] = ${json(soldOutLast(products).slice(0, SHOP_PAGE_SIZE))};\n`,
  );
  const reviews: Record<number, Review[]> = Object.fromEntries(
    shop.products.map((p) => [
      p.id,
      // The order number stays in shop/: it is the owner's, not the page's.
      p.reviews.map(({ name, city, date, rating, text, source, photoRef, sample }) => ({
        ...{ name, city, date, rating, text, source },
        ...(photoRef ? { photo: image(photoRef, `Photo ${name} sent of ${p.title}`) } : {}),
        ...(sample ? { sample } : {}),
      })),
    ]),
  );
  // One module per product, so a product's page loads its own reviews and no other's, however many
  // the shop has; the folder is made afresh, so a removed product's reviews go with it.
  await rm(join(root, generatedModules.productReviews), { recursive: true, force: true });
  for (const [id, list] of Object.entries(reviews)) {
    if (list.length === 0) continue;
    await write(
      `${generatedModules.productReviews}/${id}.generated.ts`,
      `${header('shop/reviews/*.yaml')}import type { Review } from '../../review-schema';\n\n/** Product ${id}'s reviews, newest first. */\nexport const reviews: readonly Review[] = ${json(list)};\n`,
    );
  }
  // The index as MiniSearch's JSON, kept a string: the browser hands it to MiniSearch.loadJSON as it is.
  const searchIndex = JSON.stringify(buildSearchIndex(products.map((product) => searchRecordOf(product, shop.offers.offers))));
  await write(
    generatedModules.searchIndex,
    `${header('shop/products/*.md and shop/offers.yaml')}/** The products' search index (src/features/catalogue/search/search-index.ts), as MiniSearch's JSON. */\nexport const searchIndexJson: string = ${JSON.stringify(searchIndex)};\n`,
  );
  // The early script's (every page's HTML): the ids as runs of consecutive ids, a few bytes whatever the range.
  await write(generatedModules.productIds, `${JSON.stringify(encodeProductKeys(products.map((product) => [product.id, ''])).runs)}\n`);
  await write(
    generatedModules.productKeys,
    `${header('shop/products/*.md')}import type { ProductKeysData } from './product-keys-format';\n\n/** Each product's id and first colour, compact (./product-keys-format.ts): what the cart reads a stored cart by, before the app has the catalogue. */\nexport const productKeys: ProductKeysData = ${JSON.stringify(encodeProductKeys(products.map((product) => [product.id, product.colours[0].id])))};\n`,
  );
  await write(
    generatedModules.offers,
    `${header('shop/offers.yaml')}import type { Offer } from '../offer-schema';\n\n/** The offers as the cart applies them (their home-page banners' words are in ./offer-banners.generated.ts). */\nexport const shopOffers: readonly Offer[] = ${json(shop.offers.offers.map((offer) => ({ ...offer, banner: undefined })))};\n\n/** The largest saving in the catalogue, in whole percent (MRP or price against the price after its offer): "up to N% off". */\nexport const largestSaving = ${largestSaving(products, shop.offers.offers)};\n`,
  );
  await write(
    generatedModules.home,
    `${header('shop/shop.yaml')}/** The home page's own lines (shop.yaml \`lines\`): under "Featured products", and the new-collection banner's; null: the page's own. */\nexport const homeLines: { featured: string | null; newArrivals: string | null } = ${json({ featured: lines.featured, newArrivals: lines.newArrivals })};\n`,
  );
  await write(
    generatedModules.offerBanners,
    `${header('shop/offers.yaml')}import type { Offer } from '../offer-schema';\n\n/** The offers with their banners' words, for the home page only (the cart's code does not carry them). */\nexport const bannerOffers: readonly Offer[] = ${json(shop.offers.offers)};\n`,
  );
  await write(
    generatedModules.coupons,
    `${header('shop/offers.yaml')}import type { CouponData } from '@/features/catalogue';\n\nexport const shopCouponData: readonly CouponData[] = ${json(shop.offers.coupons)};\n`,
  );
  const summaries = shop.articles.map((article) => ({
    slug: article.slug,
    title: article.title,
    date: article.date,
    author: article.author,
    excerpt: article.excerpt,
    readingMinutes: article.readingMinutes ?? readingMinutes(article.body),
    image: image(article.photo, article.imageAlt),
  }));
  await write(
    generatedModules.journal,
    `${header('shop/journal/*.md and shop/shop.yaml')}import type { ArticleSummary } from '../page-types';\n\nexport const articleIndex: readonly ArticleSummary[] = ${json(summaries)};\n\n/** The line under the Blog page's heading (shop.yaml \`lines.journal\`), or null: the page's own. */\nexport const journalLine: string | null = ${json(lines.journal)};\n`,
  );
  // One module per article, so an article's page loads its own text and no other's, however long
  // the journal grows; the folder is made afresh, so a removed article's text goes with it.
  await rm(join(root, generatedModules.articleBodies), { recursive: true, force: true });
  for (const article of shop.articles) {
    await write(
      `${generatedModules.articleBodies}/${article.slug}.generated.ts`,
      `${header('shop/journal/*.md')}import type { RichText } from '@/lib/rich-text';\n\n/** The text of "${article.slug}". */\nexport const body: RichText = ${json(article.body)};\n`,
    );
  }
  const people = shop.settings.people.map((person, index) => ({
    name: person.name,
    role: person.role,
    phone: person.phone,
    email: person.email,
    image: image(shop.peoplePhotos[index]!, person.photoAlt ?? `Portrait of ${person.name}`),
  }));
  const policies = (['delivery', 'privacy', 'terms'] as const).map((id) => ({ id, title: shop.pages[id].title, body: shop.pages[id].body }));
  await write(
    generatedModules.about,
    `${header('shop/pages/about.md, delivery.md, privacy.md and terms.md')}import type { Policy, ShopPages } from '../page-types';\n\n/** "Who we are": the About page's text. */\nexport const aboutCopy: ShopPages['about'] = ${json(shop.pages.about)};\n\n/** The delivery, privacy and terms pages, shown as sections of the About page. */\nexport const policies: readonly Policy[] = ${json(policies)};\n\n/** The line under the About page's heading (shop.yaml \`lines.about\`), or null: the page's own. */\nexport const aboutLine: string | null = ${json(lines.about)};\n`,
  );
  await write(
    generatedModules.contact,
    `${header('shop/pages/contact.md and shop/shop.yaml')}import type { MapNames } from '@/config/shop-schema';\nimport type { ContactPerson, HelpQuestion } from '../page-types';\n\n/** The questions answered on the contact page. */\nexport const helpQuestions: readonly HelpQuestion[] = ${json(shop.pages.contact.questions)};\n\nexport const contactPeople: readonly ContactPerson[] = ${json(people)};\n\n/** The names on the contact page's drawn street map (shop.yaml \`map\`); null: no drawn map. */\nexport const mapNames: MapNames | null = ${json(shop.settings.map ?? null)};\n`,
  );
  // The shop's settings in a module per use, so each goes only where it is shown: the name and the
  // seller (the header, the footer, the home page's tiles) in the app's start-up, the delivery zones
  // with the checkout and the PIN check, the size chart with its dialog, orders' settings with the
  // order pages, GST with the desk's papers (issue 37: in one module, every page's JavaScript before
  // ready carried them all).
  const { seller, grievanceOfficer, returns, orders, delivery, sizeChart, sizeGuide } = shop.settings;
  await write(
    generatedModules.settings,
    `${header('shop/shop.yaml')}import type { ShopFile, SiteFacts } from './shop-schema';\n\n` +
      `/** The shop's name, words, address and hours, as the site shows them (src/config/site.ts), defaults filled in. */\nexport const site: SiteFacts = ${json(siteFacts(shop.settings, new Date().getFullYear()))};\n\n` +
      `/** Who sells, and who answers complaints. */\nexport const sellerFacts: Pick<ShopFile, 'seller' | 'grievanceOfficer' | 'returns'> = ${json({ seller, grievanceOfficer, returns })};\n`,
  );
  await write(
    generatedModules.orderSettings,
    `${header('shop/shop.yaml')}/** Where orders go, as src/config/orders.ts describes. */\nexport const orderSettings: { whatsapp: string; upiId: string; payeeName: string; mc?: string; orderEmail: string } = ${json({ whatsapp: orders.whatsapp, upiId: orders.upiId, payeeName: orders.payeeName, ...(orders.mc ? { mc: orders.mc } : {}), orderEmail: orders.email })};\n`,
  );
  await write(
    generatedModules.delivery,
    `${header('shop/shop.yaml')}import type { ShopFile } from './shop-schema';\n\n/** Delivery zones and days. */\nexport const deliveryFacts: ShopFile['delivery'] = ${json(delivery)};\n`,
  );
  await write(
    generatedModules.sizeChart,
    `${header('shop/shop.yaml')}import type { ShopFile } from './shop-schema';\n\n` +
      `/** Each size's measurements in cm. */\nexport const sizeChart: ShopFile['sizeChart'] = ${json(sizeChart)};\n\n` +
      `/** The journal article on finding one's size, if the shop names one. */\nexport const sizeGuide: string | undefined = ${json(sizeGuide)};\n`,
  );
  await write(
    generatedModules.tax,
    `${header('shop/shop.yaml')}import type { TaxSettings } from './shop-schema';\n\n/** GST (shop.yaml \`tax\`): the GSTIN, HSN and rate bands the desk's papers use; null when the shop gives none. */\nexport const taxSettings: TaxSettings | null = ${json(shop.settings.tax ?? null)};\n`,
  );
}

/** Minutes to read at about 220 words a minute, at least 1. */
function readingMinutes(body: ShopRead['articles'][number]['body']): number {
  const words = JSON.stringify(body).split(/\s+/).length;
  return Math.max(1, Math.round(words / 220));
}
