import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plainText } from '@/lib/rich-text';
import { colourImages, type Product, type ProductColour } from '../product';
import { allSizes, colourId } from '../product-names';
import { descriptionOf } from './descriptions';
import { firstColourOf, isProductId } from './product-keys';
import { products } from './products';
import { loadReviews } from './reviews';

/** The repository's public/ folder, where the shop build (node scripts/shop.mjs) writes the product images. */
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');

/** Where the shop build writes product photos, as a URL path: /images/shop/products/<slug>.<hash>/<name>-<width>.webp */
const productImagesPath = '/images/shop/products';

/** What each of a product's four sample photos shows, in order (the alt text after the title). */
const photoAlts = ['front view', 'back view', 'close-up of the print and fabric', 'folded flat'];

/** Every file under a folder, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const ids = Array.from({ length: 16 }, (_, index) => index + 1);

/** What an image's alt text starts with: the title, and the colour when the product comes in more than one. */
function imageName(product: Product, colour: ProductColour): string {
  return product.colours.length > 1 ? `${product.title} in ${colour.name}` : product.title;
}

/** Every colour of every product, with its images. */
const everyColour = products.flatMap((product) => product.colours.map((colour) => ({ product, colour, images: colourImages(product, colour) })));

describe('the catalogue data', () => {
  it('has 16 products with ids 1..16 in order', () => {
    expect(products).toHaveLength(16);
    expect(products.map((product) => product.id)).toEqual(ids);
  });

  it('gives every product its own id and its own photo folder, and isProductId accepts exactly those ids', () => {
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(new Set(products.map((product) => product.photoDir)).size).toBe(products.length);
    for (const product of products) {
      expect(product.photoDir, `product ${product.id}`).toMatch(/^\/images\/shop\/products\/[a-z0-9]+(?:-[a-z0-9]+)*\.[0-9a-f]{8}$/);
      expect(isProductId(product.id), `product ${product.id}`).toBe(true);
    }
  });

  it("puts ids 1–8 in 'featured' and ids 9–16 in 'new-arrivals', first, each maybe in an offer's collection too", () => {
    for (const product of products) {
      expect(product.collections[0], `product ${product.id}`).toBe(product.id <= 8 ? 'featured' : 'new-arrivals');
      for (const other of product.collections.slice(1)) expect(['winter', 'bogo'], `product ${product.id}`).toContain(other);
    }
  });

  it('runs a winter collection at half price, a buy-1-get-1 collection and some products below their MRP (PRODUCT.md §2)', () => {
    const inCollection = (name: string) => products.filter((product) => product.collections.includes(name));
    expect(inCollection('winter').length).toBeGreaterThanOrEqual(2);
    expect(inCollection('bogo').length).toBeGreaterThanOrEqual(2);
    const onSale = products.filter((product) => product.mrp !== undefined && product.mrp > product.price);
    expect(onSale.length).toBeGreaterThanOrEqual(2);
    for (const product of products) if (product.mrp !== undefined) expect(product.mrp, `product ${product.id}`).toBeGreaterThanOrEqual(product.price);
  });

  it('gives every product a brand, a title and a description of real copy', () => {
    for (const product of products) {
      expect(product.brand.trim(), `product ${product.id}`).not.toBe('');
      expect(product.title.trim(), `product ${product.id}`).not.toBe('');
      expect(plainText(descriptionOf(product.id)).trim().length, `product ${product.id}`).toBeGreaterThan(40);
    }
    expect(new Set(products.map((product) => product.title)).size).toBe(products.length);
  });

  it('gives every colour of every product exactly four images: front, back, detail, folded, with distinct URLs', () => {
    for (const { product, colour, images } of everyColour) {
      const what = `product ${product.id} in ${colour.name}`;
      expect(images, what).toHaveLength(4);
      expect(images.map((image) => image.alt), what).toEqual(photoAlts.map((alt) => `${imageName(product, colour)}, ${alt}`));
      for (const width of [200, 400, 600, 800] as const) {
        const urls = images.map((image) => image.src(width));
        expect(new Set(urls).size, `${what} at ${width}px`).toBe(4);
      }
    }
    const everyUrl = everyColour.flatMap(({ images }) => images.flatMap((image) => image.widths.map((width) => image.src(width))));
    // The front shot at five widths, the other three at four.
    const perColour = 5 + 4 + 4 + 4;
    expect(new Set(everyUrl).size).toBe(everyColour.length * perColour);
  });

  it('gives every colour an id made from its name, its own within the product, a swatch and sold-out sizes of the shop’s sizes', () => {
    for (const product of products) {
      expect(product.colours.length, `product ${product.id}`).toBeGreaterThanOrEqual(1);
      for (const colour of product.colours) {
        const what = `product ${product.id} in ${colour.name}`;
        expect(colour.id, what).toBe(colourId(colour.name));
        expect(colour.id, what).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(colour.swatch, what).toMatch(/^#[0-9a-f]{6}$/i);
        for (const size of colour.soldOut) expect(allSizes, what).toContain(size);
        expect(new Set(colour.soldOut).size, what).toBe(colour.soldOut.length);
      }
      expect(new Set(product.colours.map((colour) => colour.id)).size, `product ${product.id}`).toBe(product.colours.length);
    }
  });

  it("shows the first colour's photos as the product's images, at that photo's address", () => {
    for (const product of products) {
      const photos = product.colours[0].photos;
      expect(product.images, `product ${product.id}`).toHaveLength(photos.length);
      product.images.forEach((image, index) => {
        const photo = photos[index];
        if (!photo) throw new Error(`product ${product.id} has no photo ${index}`);
        expect(image.alt).toBe(`${imageName(product, product.colours[0])}, ${photo.alt}`);
        for (const width of image.widths) expect(image.src(width)).toBe(`${product.photoDir}/${photo.name}-${width}.webp`);
      });
    }
  });

  it('gives every image a non-empty alt text that names the product', () => {
    for (const product of products) {
      for (const image of product.images) {
        expect(image.alt.trim(), `product ${product.id} ${image.src(200)}`).not.toBe('');
        expect(image.alt).toContain(product.title);
      }
      expect(new Set(product.images.map((image) => image.alt)).size).toBe(4);
    }
  });

  it('lists widths 200, 400, 600 and 800 for every image, plus 320 for the front shot that cards show', () => {
    for (const { product, colour, images } of everyColour) {
      expect(images.map((image) => image.widths), `product ${product.id} in ${colour.name}`).toEqual([
        [200, 320, 400, 600, 800],
        [200, 400, 600, 800],
        [200, 400, 600, 800],
        [200, 400, 600, 800],
      ]);
    }
  });

  it('has an image file under public/ for every image URL, and no product image that no URL names', () => {
    const missing: string[] = [];
    const urls = new Set<string>();
    for (const { product, images } of everyColour) {
      for (const image of images) {
        for (const width of image.widths) {
          const url = image.src(width);
          expect(url, url).toMatch(new RegExp(`^${product.photoDir}/[a-z0-9-]+-${width}\\.webp$`));
          expect(url.startsWith(`${productImagesPath}/`), url).toBe(true);
          urls.add(url);
          if (!existsSync(path.join(publicDir, url))) missing.push(url);
        }
      }
    }
    expect(missing).toEqual([]);
    const unused = filesUnder(path.join(publicDir, productImagesPath))
      .map((file) => `${productImagesPath}/${file}`)
      .filter((url) => !urls.has(url));
    expect(unused).toEqual([]);
  });

  it('prices products in positive whole rupees, all different, from under ₹500 to over ₹2,000', () => {
    const prices = products.map((product) => product.price);
    for (const price of prices) {
      expect(Number.isInteger(price), String(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
    }
    expect(new Set(prices).size).toBe(prices.length);
    expect(Math.min(...prices)).toBeLessThan(500);
    expect(Math.max(...prices)).toBeGreaterThan(2000);
  });

  it('rates the products with reviews from 1.0 to 5.0 with one decimal, the mean of their stars; the others not at all', async () => {
    for (const product of products) {
      const stars = (await loadReviews(product.id)).map((review) => review.rating);
      expect(product.reviewCount, `product ${product.id}`).toBe(stars.length);
      if (stars.length === 0) {
        expect(product.rating, `product ${product.id}`).toBe(0);
        continue;
      }
      expect(product.rating, `product ${product.id}`).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
      expect(product.rating, `product ${product.id}`).toBeGreaterThanOrEqual(1);
      expect(product.rating, `product ${product.id}`).toBeLessThanOrEqual(5);
      expect(Math.round(product.rating * 10) / 10, `product ${product.id}`).toBe(product.rating);
    }
  });

  it('gives each minimum-rating option 1–5 a different, non-empty result, with a product rated exactly 5.0', () => {
    const counts = [1, 2, 3, 4, 5].map((min) => products.filter((product) => product.rating >= min).length);
    for (const count of counts) expect(count).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(5);
    expect(products.some((product) => product.rating === 5)).toBe(true);
  });

  it('has some products with no reviews yet and one with exactly one review, all sample content', async () => {
    expect(products.some((product) => product.reviewCount === 0)).toBe(true);
    expect(products.some((product) => product.reviewCount === 1)).toBe(true);
    for (const product of products) for (const review of await loadReviews(product.id)) expect(review.sample, `product ${product.id}`).toBe(true);
  });
});

describe('isProductId', () => {
  it('accepts the whole numbers 1..16', () => {
    for (const id of ids) expect(isProductId(id)).toBe(true);
  });

  it.each([0, 17, -1, 7.5, Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined, {}])('refuses %s', (id) => {
    expect(isProductId(id)).toBe(false);
  });
});

describe('firstColourOf', () => {
  it('gives each product its first colour, as the catalogue has it, and nothing for an id that is not one', () => {
    for (const product of products) expect(firstColourOf(product.id), `product ${product.id}`).toBe(product.colours[0].id);
    expect(firstColourOf(0)).toBeUndefined();
    expect(firstColourOf(Math.max(...products.map((product) => product.id)) + 1)).toBeUndefined();
  });
});
