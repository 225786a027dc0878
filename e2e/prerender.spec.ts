import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { products } from '../src/features/catalogue/data/products';
import { SHOP_PAGE_SIZE } from '../src/features/catalogue/paging';
import { articles } from '../src/features/content/blog/articles';
import { expect, test } from './support';

/**
 * The built site as a plain static host serves it, read as raw HTML without running any script:
 * every page's content is there before JavaScript, with its head, and unknown paths get a 404.
 */
const pages: { path: string; title: string; contains: string[] }[] = [
  { path: paths.home(), title: `${site.name} — ${site.tagline}`, contains: ['Super value deals', 'Featured products', products[0]!.title] },
  { path: paths.shop(), title: 'Shop — Rangeela', contains: ['#stayhome', 'Search products', 'Show more', ...products.slice(0, SHOP_PAGE_SIZE).map((p) => p.title)] },
  // A tee with nothing left says so instead of offering Add to Cart.
  ...products.map((p) => ({
    path: paths.product(p.id),
    title: `${p.title} — Rangeela`,
    contains: [p.title, p.brand, `₹${p.price.toLocaleString('en-IN')}`, p.colours.every((c) => c.soldOut.length === 5) ? 'Sold out' : 'Add to Cart'],
  })),
  { path: paths.cart(), title: 'Cart — Rangeela', contains: ['Your cart'] },
  { path: paths.blog(), title: 'Blog — Rangeela', contains: articles.map((a) => a.title) },
  ...articles.map((a) => ({ path: paths.article(a.slug), title: `${a.title} — Rangeela`, contains: [a.title, a.author] })),
  { path: paths.about(), title: 'About — Rangeela', contains: ['Who we are'] },
  { path: paths.contact(), title: 'Contact — Rangeela', contains: [site.contactHours, 'Asha Kulkarni'] },
  { path: paths.login(), title: 'Login — Rangeela', contains: ['Email', 'Password'] },
  { path: paths.signup(), title: 'Sign up — Rangeela', contains: ['Username', 'Confirm password'] },
];

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

test.describe('prerendered HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'raw HTML is the same for every screen');

  for (const page of pages) {
    test(`${page.path} is served as real HTML with its content and head`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = decode(await response.text());
      for (const text of page.contains) expect(html, text).toContain(text);
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${site.origin}${page.path}"`);
      expect(html).toContain(`<meta property="og:title" content="${page.title}"`);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
      expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src 'none'/);
      expect(html).toContain('<footer');
      expect(html).toContain('<header');
      // A page first drawn at an element (firstDrawnAt, src/lib/page-meta.tsx) names one it has, else the
      // browser would draw nothing until the whole page is read.
      for (const [, id] of html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"/g)) {
        expect(html.slice(html.indexOf('<body')), `#${id}`).toContain(` id="${id}"`);
      }
    });
  }

  test('the shop and home pages are first drawn once their top is read, before their first tee', async ({ request }) => {
    for (const path of [paths.shop(), paths.home()]) {
      const html = await (await request.get(path)).text();
      const id = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(html.slice(0, html.indexOf('</head>')))?.[1];
      expect(id, path).toBeDefined();
      const body = html.slice(html.indexOf('<body'));
      expect(body.indexOf(` id="${id}"`), path).toBeLessThan(body.indexOf('<li class="product-card"'));
    }
  });

  test('product pages carry Product structured data: one offer per size, at the price paid, with the MRP and stock', async ({ request }) => {
    const product = products[6]!;
    const html = await (await request.get(paths.product(product.id))).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    type Offer = { name: string; price: number; priceCurrency: string; availability: string; url: string };
    const data = JSON.parse(json!) as Record<string, unknown> & { offers: Offer[] };
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.title);
    expect(data.offers.map((offer) => offer.name)).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
    for (const offer of data.offers) {
      expect(offer.priceCurrency).toBe('INR');
      expect(offer.price).toBeLessThanOrEqual(product.price);
      expect(offer.url).toContain(`${paths.product(product.id)}?size=`);
    }
    // A tee with nothing left in any size says so for each.
    const soldOut = products.find((candidate) => candidate.colours.every((colour) => colour.soldOut.length === 5))!;
    const soldOutHtml = await (await request.get(paths.product(soldOut.id))).text();
    const soldOutData = JSON.parse(soldOutHtml.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as { offers: Offer[] };
    expect(soldOutData.offers.every((offer) => offer.availability === 'https://schema.org/OutOfStock')).toBe(true);
  });

  test('a product link pasted in a chat shows the tee: its own share card, 1200×630, and twitter tags', async ({ request }) => {
    const product = products[6]!;
    const html = await (await request.get(paths.product(product.id))).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toMatch(/\/images\/share\/[0-9a-f]{16}\.jpg$/);
    expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
    expect(html).toContain(`<meta name="twitter:title" content="${product.title} — ${site.name}"`);
    const card = await request.get(new URL(image!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    const bytes = await card.body();
    // A baseline or progressive JPEG's frame header gives its height and width.
    const frame = bytes.findIndex((byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2));
    expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);
  });

  for (const path of ['/no-such-page', paths.product(99), paths.article('nope'), '/shop/extra']) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain('Page not found');
      expect(html).toContain('<meta name="robots" content="noindex"');
    });
  }

  test('a trailing slash serves the same page', async ({ request }) => {
    const response = await request.get('/shop/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<title>Shop — Rangeela</title>');
  });

  test('sitemap.xml lists every page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of pages) expect(sitemap).toContain(`<loc>${site.origin}${page.path}</loc>`);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  test('text files are served compressed when the browser accepts it', async ({ request }) => {
    const response = await request.get(paths.shop(), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(response.headers()['content-encoding']);
  });
});
