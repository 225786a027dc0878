/**
 * A small shop for the tests of scripts/shop/: one product with a photo, one article, every page,
 * in a temporary folder, each file replaceable to try what an owner might get wrong.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { onTestFinished } from 'vitest';

export const validProduct = `---
id: 17
title: Indigo Block-Print Tee
brand: Rangeela
price: 899
mrp: 1299
# no rating: it is worked out from shop/reviews/indigo-tee.yaml
collections: [new-arrivals, winter]
fabric: 100% cotton, 180 GSM
fit: Regular
care: Machine wash cold, inside out
origin: India
colours:
  - name: Indigo
    swatch: "#2e3a6e"
    photos: [indigo-front.jpg]
    soldOut: [XXL]
---
Hand block-printed in Jaipur on soft combed cotton.
`;

export const validShopYaml = `name: Test Shop
tagline: Tees for testing
url: https://test.example
address: { line1: 1 Test Road, city: Pune, region: Maharashtra, postcode: "411001", country: India }
phone: "+91 20 1234 5678"
email: hello@test.example
hours: { store: "10:00 - 18:00, Mon - Sat", phone: 9am - 8pm }
orders: { whatsapp: "919800000000", upiId: testshop@okaxis, payeeName: Test Shop, email: orders@test.example }
seller: { name: Test Shop LLP, address: "1 Test Road, Pune 411001" }
grievanceOfficer: { name: A Person, email: grievance@test.example, phone: "+91 98000 00000" }
returns: Unworn tees can be returned within 15 days.
delivery:
  dispatchDays: 1
  zones: [{ name: Pune, pins: ["411"], days: 1, cod: true }]
  elsewhere: { days: 5, cod: true }
sizeChart:
  - { size: Small, chest: 96, length: 69 }
  - { size: Medium, chest: 101, length: 71 }
  - { size: Large, chest: 106, length: 73 }
  - { size: XL, chest: 112, length: 75 }
  - { size: XXL, chest: 118, length: 77 }
`;

export const validArticle = `---
title: How to wash a tee
date: 2026-11-10
author: A Person
excerpt: Cool water, inside out.
image: wash.jpg
imageAlt: A tee in a tub of water
---
Wash it **cold**.
`;

const pages: Record<string, string> = {
  'pages/about.md': '---\ntitle: Who we are\nlead: A small studio.\nvalues: []\nvideoCaption: Tees on a line.\n---\nWe print tees.\n',
  'pages/delivery.md': '---\ntitle: Delivery information\n---\nFree shipping.\n',
  'pages/privacy.md': '---\ntitle: Privacy policy\n---\nNothing leaves your device.\n',
  'pages/terms.md': '---\ntitle: Terms & conditions\n---\nPrices include GST.\n',
  'pages/contact.md': '---\ntitle: Contact\nquestions: []\n---\n',
};

/** A photo of `width` × `height` px in `format`, as a phone or camera would give it. */
export async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', colour = '#2e3a6e'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

/**
 * Writes a valid shop into a new temporary folder (with src/ and public/ for what the build writes),
 * with `changes` applied. Called inside a test only: the folder is removed when that test is done,
 * passed or failed.
 */
export async function makeShop(changes: Record<string, string | Buffer | null> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'rangeela-shop-'));
  onTestFinished(() => rm(root, { recursive: true, force: true }));
  const files: Record<string, string | Buffer | null> = {
    'shop.yaml': validShopYaml,
    'offers.yaml': 'offers:\n  - { kind: percent-off, collection: winter, percent: 50, wording: "Winter: 50% off" }\ncoupons:\n  - { code: WELCOME10, percent: 10, minimum: 999, wording: "10% off over ₹999" }\n',
    'products/indigo-tee.md': validProduct,
    'photos/indigo-tee/indigo-front.jpg': await photo(1200, 1500),
    'journal/how-to-wash.md': validArticle,
    'photos/journal/wash.jpg': await photo(1600, 1000),
    ...pages,
    ...changes,
  };
  for (const [name, content] of Object.entries(files)) {
    if (content === null) continue;
    const file = join(root, 'shop', name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  for (const dir of ['src/features/catalogue/data', 'src/features/cart', 'src/features/content/data', 'src/config', 'public']) {
    await mkdir(join(root, dir), { recursive: true });
  }
  return root;
}
