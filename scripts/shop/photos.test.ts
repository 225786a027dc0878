import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeShop, photo } from './fixture';
import { prepareShop } from './index';

/** The product's photo folder, named by its photos' content: public/images/shop/products/indigo-tee.1a2b3c4d */
async function productPhotos(root: string): Promise<string> {
  const folders = await readdir(join(root, 'public/images/shop/products'));
  expect(folders).toEqual([expect.stringMatching(/^indigo-tee\.[0-9a-f]{8}$/)]);
  return join(root, 'public/images/shop/products', folders[0]!);
}

describe('the owner’s photos, as the pages use them', () => {
  it('turns a 4000 px phone photo (JPEG), a PNG and a WebP into the same 4:5 sizes the pages ask for', async () => {
    for (const [format, width, height] of [['jpeg', 3000, 4000], ['png', 1500, 1000], ['webp', 900, 1200]] as const) {
      const root = await makeShop({ 'photos/indigo-tee/indigo-front.jpg': await photo(width, height, format) });
      const result = await prepareShop(root);
      expect(result.problems).toEqual([]);
      const folder = await productPhotos(root);
      const files = (await readdir(folder)).sort();
      expect(files).toEqual(['indigo-front-200.webp', 'indigo-front-320.webp', 'indigo-front-400.webp', 'indigo-front-800.webp']);
      for (const file of files) {
        const meta = await sharp(join(folder, file)).metadata();
        const w = Number(/-(\d+)\.webp$/.exec(file)![1]);
        expect([meta.format, meta.width, meta.height], `${format} ${file}`).toEqual(['webp', w, w * 1.25]);
      }
    }
  });

  it('names the folder by content and writes its address, the photos and the facts for the app', async () => {
    const root = await makeShop();
    await prepareShop(root);
    const generated = await import(/* @vite-ignore */ join(root, 'src/features/catalogue/data/products.generated.ts'));
    const [entry] = generated.productEntries;
    const folder = await productPhotos(root);
    expect(entry.photoDir).toBe(`/images/shop/products/${folder.slice(folder.lastIndexOf('/') + 1)}`);
    expect(entry.colours[0].photos).toEqual([{ name: 'indigo-front', alt: 'indigo front' }]);
    const generatedFacts = await import(/* @vite-ignore */ join(root, 'src/features/catalogue/data/product-facts.generated.ts'));
    expect(generatedFacts.productFacts[17]).toEqual({ fabric: '100% cotton, 180 GSM', fit: 'Regular', care: 'Machine wash cold, inside out', origin: 'India' });
  });

  it('redoes only the photos that changed on a rebuild', async () => {
    const root = await makeShop({ 'photos/journal/wash.jpg': await photo(1600, 1000, 'jpeg', '#aa3300') });
    expect((await prepareShop(root)).madePhotos).toBe(2);
    expect((await prepareShop(root)).madePhotos).toBe(0);
    await writeFile(join(root, 'shop/photos/indigo-tee/indigo-front.jpg'), await photo(1200, 1500, 'jpeg', '#116633'));
    expect((await prepareShop(root)).madePhotos).toBe(1);
  });
});
