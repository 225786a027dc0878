import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatProblem } from './problems';
import { makeShop, photo, validArticle, validProduct, validShopYaml } from './fixture';
import { readShop } from './read-shop';

/** The problems the shop at `root` has, as the build prints them. */
async function problemsOf(changes: Parameters<typeof makeShop>[0]): Promise<string[]> {
  const result = await readShop(await makeShop(changes));
  return result.problems.map(formatProblem);
}

const product = (from: string, to: string) => ({ 'products/indigo-tee.md': validProduct.replace(from, to) });

describe('reading shop/', () => {
  it('reads a valid shop: the product with its description, photos and checked fields', async () => {
    const result = await readShop(await makeShop());
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    const [tee] = result.shop.products;
    expect(tee).toMatchObject({ id: 17, slug: 'indigo-tee', price: 899, mrp: 1299, collections: ['new-arrivals', 'winter'], origin: 'India' });
    expect(tee?.colours[0]).toMatchObject({ name: 'Indigo', swatch: '#2e3a6e', soldOut: ['XXL'] });
    expect(tee?.description).toEqual([{ kind: 'paragraph', text: ['Hand block-printed in Jaipur on soft combed cotton.'] }]);
    expect(tee?.photoRefs[0]?.[0]?.name).toBe('products/indigo-tee/indigo-front');
    expect(result.shop.offers.coupons[0]).toMatchObject({ code: 'WELCOME10', percent: 10, minimum: 999 });
    expect(result.shop.articles[0]?.body).toEqual([{ kind: 'paragraph', text: ['Wash it ', { strong: ['cold'] }, '.'] }]);
    expect(result.shop.settings.sizeChart.map((row) => row.size)).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
  });

  it.each([
    ['a price with a comma', 'price: 899', 'price: 8,99', 'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"'],
    ['a price in words', 'price: 899', 'price: eight hundred', 'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "eight hundred"'],
    ['a negative price', 'price: 899', 'price: -5', 'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees of at least 1, got -5'],
    ['a price with paise', 'price: 899', 'price: 899.50', 'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got 899.5'],
    ['an MRP below the price', 'mrp: 1299', 'mrp: 499', 'shop/products/indigo-tee.md:6:6 mrp: expected an MRP of at least the price (₹899), got ₹499'],
    ['an MRP below a price in thousands', 'price: 899\nmrp: 1299', 'price: 1049\nmrp: 999', 'shop/products/indigo-tee.md:6:6 mrp: expected an MRP of at least the price (₹1,049), got ₹999'],
    ['a colour with no photos', 'photos: [indigo-front.jpg]', 'photos: []', 'shop/products/indigo-tee.md:16:13 colours[0].photos: expected 1 to 8 photos, got none'],
    ['a colour with nine photos', 'photos: [indigo-front.jpg]', 'photos: [a.jpg, b.jpg, c.jpg, d.jpg, e.jpg, f.jpg, g.jpg, h.jpg, i.jpg]', 'shop/products/indigo-tee.md:16:13 colours[0].photos: expected 1 to 8 photos, got 9'],
    ['a swatch left unquoted (a YAML comment)', 'swatch: "#2e3a6e"', 'swatch: #2e3a6e', 'shop/products/indigo-tee.md:15:13 colours[0].swatch: the value starts with #, which YAML reads as a comment, so the swatch is empty: put it in quotes, swatch: "#2e3a6e"'],
    ['a size that does not exist', 'soldOut: [XXL]', 'soldOut: [XXXL]', 'shop/products/indigo-tee.md:17:15 colours[0].soldOut[0]: expected one of Small, Medium, Large, XL, XXL, got "XXXL"'],
  ])('reports %s at its line and column, with what was expected', async (_what, from, to, expected) => {
    expect(await problemsOf(product(from, to))).toEqual([expected]);
  });

  it('reports two colours whose names give one address name (Indigo, indigo!), as a shared link could not tell them apart', async () => {
    const twin = product('    soldOut: [XXL]\n', '    soldOut: [XXL]\n  - name: indigo!\n    swatch: "#2e3a6e"\n    photos: [indigo-front.jpg]\n');
    expect(await problemsOf(twin)).toEqual([
      expect.stringMatching(/^shop\/products\/indigo-tee\.md:\d+:\d+ colours: expected every colour to have its own name \(compared without case, spaces or punctuation\), got two with one name$/),
    ]);
  });

  it('reports a misspelt field at its name, suggesting the field meant (which is then missing)', async () => {
    expect(await problemsOf(product('price: 899', 'prise: 899'))).toEqual([
      'shop/products/indigo-tee.md:2:1 price: missing: this field is required',
      'shop/products/indigo-tee.md:5:1 prise: unknown field "prise": did you mean price? (expected one of id, title, brand, price, mrp, collections, fabric, fit, care, origin, colours)',
    ]);
  });

  it('reports a missing field at its product, saying it is required', async () => {
    expect(await problemsOf(product('origin: India\n', ''))).toEqual(['shop/products/indigo-tee.md:2:1 origin: missing: this field is required']);
  });

  it('reports a duplicate id at the second file, naming the first', async () => {
    const problems = await problemsOf({
      'products/plain-tee.md': validProduct.replace('Indigo Block-Print Tee', 'Plain Tee').replace('indigo-front.jpg', 'front.jpg'),
      'photos/plain-tee/front.jpg': await photo(800, 1000),
    });
    expect(problems).toEqual(['shop/products/plain-tee.md:2:5 id: 17 is already the id of shop/products/indigo-tee.md: expected an id no other product has']);
  });

  it('reports a duplicate id even when the first product has problems of its own', async () => {
    const problems = await problemsOf({
      ...product('mrp: 1299', 'mrp: 99'),
      'products/plain-tee.md': validProduct.replace('Indigo Block-Print Tee', 'Plain Tee').replace('indigo-front.jpg', 'front.jpg'),
      'photos/plain-tee/front.jpg': await photo(800, 1000),
    });
    expect(problems).toEqual([
      'shop/products/indigo-tee.md:6:6 mrp: expected an MRP of at least the price (₹899), got ₹99',
      'shop/products/plain-tee.md:2:5 id: 17 is already the id of shop/products/indigo-tee.md: expected an id no other product has',
    ]);
  });

  it('reports a missing photo file and a file that is not a photo', async () => {
    expect(await problemsOf({ 'photos/indigo-tee/indigo-front.jpg': null })).toEqual([
      'shop/products/indigo-tee.md:16:14 colours[0].photos[0]: missing photo: expected a file at shop/photos/indigo-tee/indigo-front.jpg',
    ]);
    expect(await problemsOf({ 'photos/indigo-tee/indigo-front.jpg': 'this is a note, not a photo' })).toEqual([
      'shop/products/indigo-tee.md:16:14 colours[0].photos[0]: shop/photos/indigo-tee/indigo-front.jpg is not a photo the shop can use: expected a JPEG, PNG or WebP image',
    ]);
  });

  it('reports a missing photo together with the file’s other mistakes, all at once', async () => {
    expect(await problemsOf({ ...product('price: 899', 'prise: 899'), 'photos/indigo-tee/indigo-front.jpg': null })).toEqual([
      'shop/products/indigo-tee.md:2:1 price: missing: this field is required',
      'shop/products/indigo-tee.md:5:1 prise: unknown field "prise": did you mean price? (expected one of id, title, brand, price, mrp, collections, fabric, fit, care, origin, colours)',
      'shop/products/indigo-tee.md:16:14 colours[0].photos[0]: missing photo: expected a file at shop/photos/indigo-tee/indigo-front.jpg',
    ]);
    // A photo name the schema refuses is told once, by the schema; nothing is looked up for it.
    const outside = await problemsOf(product('photos: [indigo-front.jpg]', 'photos: [../../secret.jpg]'));
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatch(/^shop\/products\/indigo-tee\.md:16:\d+ colours\[0\]\.photos\[0\]: /);
    expect(outside[0]).not.toContain('missing photo');
  });

  it('reports YAML that does not parse, at its place', async () => {
    expect(await problemsOf({ 'shop.yaml': validShopYaml.replace('tagline: Tees for testing', 'tagline: "Tees for testing') })).toEqual([
      'shop/shop.yaml:2:10 tagline: the value starts with a quote (") that is never closed: end it with " on the same line, tagline: "Tees for testing"',
    ]);
  });

  it('reports an offer on a collection no product is in, saying which there are', async () => {
    const problems = await problemsOf({ 'offers.yaml': 'offers:\n  - { kind: buy-one-get-one, collection: summer, wording: Buy 1 get 1 }\n' });
    expect(problems).toEqual([
      'shop/offers.yaml:2:42 offers[0].collection: no product is in the collection "summer": expected one of new-arrivals, winter, or add it to a product\'s collections',
    ]);
  });

  it.each([
    ['a date that does not exist', 'date: 2026-02-30', 'shop/journal/how-to-wash.md:3:7 date: expected a real date written YYYY-MM-DD, got "2026-02-30"'],
    ['a date in words', 'date: last Tuesday', 'shop/journal/how-to-wash.md:3:7 date: expected a real date written YYYY-MM-DD, got "last Tuesday"'],
  ])('reports a journal date that is not a date: %s', async (_what, line, expected) => {
    expect(await problemsOf({ 'journal/how-to-wash.md': validArticle.replace('date: 2026-11-10', line) })).toEqual([expected]);
  });

  it('reports every problem in every file at once, in file order', async () => {
    const problems = await problemsOf({
      ...product('price: 899', 'price: 8,99'),
      'journal/how-to-wash.md': validArticle.replace('date: 2026-11-10', 'date: soon'),
      'shop.yaml': validShopYaml.replace('upiId: testshop@okaxis', 'upiId: not a upi id'),
      'pages/terms.md': null,
    });
    expect(problems).toEqual([
      'shop/journal/how-to-wash.md:3:7 date: expected a real date written YYYY-MM-DD, got "soon"',
      'shop/pages/terms.md:1:1: missing: this page is required',
      'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"',
      expect.stringMatching(/^shop\/shop\.yaml:8:\d+ orders\.upiId: expected a UPI ID like yourshop@okaxis, got "not a upi id"$/),
    ]);
  });

  it('reports a product without front matter or description', async () => {
    expect(await problemsOf({ 'products/indigo-tee.md': 'Just a description.\n' })).toEqual([
      'shop/products/indigo-tee.md:1:1: expected front matter at the top: a line ---, the fields, and another line ---',
    ]);
    expect(await problemsOf(product('Hand block-printed in Jaipur on soft combed cotton.\n', ''))).toEqual([
      'shop/products/indigo-tee.md:19:1 description: expected a description in Markdown below the front matter, got nothing',
    ]);
  });

  it('links the size chart to the journal article the shop names, and refuses a name no article has', async () => {
    const guide = (slug: string) => ({ 'shop.yaml': `${validShopYaml}sizeGuide: ${slug}\n` });
    const result = await readShop(await makeShop(guide('how-to-wash')));
    expect(result.ok && result.shop.settings.sizeGuide).toBe('how-to-wash');
    expect(await problemsOf(guide('find-your-size'))).toEqual([
      'shop/shop.yaml:22:12 sizeGuide: the journal has no article "find-your-size": expected the name of a file in shop/journal/ without .md, like find-your-t-shirt-size',
    ]);
  });

  it('accepts the merchant category code a bank issued with a merchant UPI ID, and refuses one that is not 4 digits', async () => {
    const withMc = (mc: string) => ({ 'shop.yaml': validShopYaml.replace('payeeName: Test Shop,', `payeeName: Test Shop, mc: ${mc},`) });
    const result = await readShop(await makeShop(withMc('"5651"')));
    expect(result.ok && result.shop.settings.orders.mc).toBe('5651');
    expect(await problemsOf(withMc('"56"'))).toEqual([expect.stringMatching(/^shop\/shop\.yaml:8:\d+ orders\.mc: expected a 4-digit merchant category code, like "5651", got "56"$/)]);
  });

  it('reads GST settings for the desk’s invoices, and refuses a mistyped GSTIN, one of another state and bands out of order, each at its line', async () => {
    const withTax = (gstin: string, bands = '[{ upTo: 2500, rate: 5 }, { rate: 18 }]') => ({ 'shop.yaml': `${validShopYaml}tax:\n  gstin: ${gstin}\n  bands: ${bands}\n` });
    const result = await readShop(await makeShop(withTax('27AAAAA0000A1Z2')));
    expect(result.ok && result.shop.settings.tax).toEqual({ gstin: '27AAAAA0000A1Z2', hsn: '6109', bands: [{ upTo: 2500, rate: 5 }, { rate: 18 }] });
    expect(await problemsOf(withTax('27AAAAA0000A1Z3'))).toEqual([
      expect.stringMatching(/^shop\/shop\.yaml:23:\d+ tax\.gstin: expected a GSTIN whose last character matches the rest \(one of its characters is mistyped\), got "27AAAAA0000A1Z3"$/),
    ]);
    expect(await problemsOf(withTax('29AAGCB7383J1Z4'))).toEqual([
      expect.stringMatching(/^shop\/shop\.yaml:23:\d+ tax\.gstin: expected a GSTIN of Maharashtra \(address\.region\), which starts with 27, got "29AAGCB7383J1Z4"$/),
    ]);
    expect(await problemsOf(withTax('27AAAAA0000A1Z2', '[{ rate: 18 }, { upTo: 2500, rate: 5 }]'))).toEqual([
      expect.stringMatching(/^shop\/shop\.yaml:24:\d+ tax\.bands: expected bands from the lowest upTo to the highest, the last without upTo/),
    ]);
  });

  it('reads the phone editor’s repository (branch main unless given), and refuses a web address or a name without its owner at its line', async () => {
    const withEditor = (editor: string) => ({ 'shop.yaml': `${validShopYaml}editor: ${editor}\n` });
    const on = await readShop(await makeShop(withEditor('{ repo: asha/kesari-tees }')));
    expect(on.ok && on.shop.settings.editor).toEqual({ repo: 'asha/kesari-tees', branch: 'main' });
    const off = await readShop(await makeShop());
    expect(off.ok && off.shop.settings.editor).toBeUndefined();
    const line = validShopYaml.split('\n').length;
    expect(await problemsOf(withEditor('{ repo: https://github.com/asha/kesari-tees }'))).toEqual([
      `shop/shop.yaml:${line}:17 editor.repo: expected your GitHub repository as owner/name, like asha/kesari-tees (not its web address), got "https://github.com/asha/kesari-tees"`,
    ]);
    expect(await problemsOf(withEditor('{ repo: kesari-tees, branch: "my branch" }'))).toEqual([
      expect.stringMatching(new RegExp(`^shop/shop\\.yaml:${line}:\\d+ editor\\.repo: expected your GitHub repository as owner/name`)),
      expect.stringMatching(new RegExp(`^shop/shop\\.yaml:${line}:\\d+ editor\\.branch: expected a branch name, like main, got "my branch"$`)),
    ]);
  });
});

const review = (fields: Partial<Record<'name' | 'city' | 'date' | 'rating' | 'text' | 'source' | 'order' | 'photo' | 'sample', string>> = {}) =>
  Object.entries({ name: 'Asha', city: 'Pune', date: '2026-10-02', rating: '5', text: 'Soft cotton, true to size.', source: 'WhatsApp', ...fields })
    .map(([key, value], index) => `${index === 0 ? '  - ' : '    '}${key}: ${value}`)
    .join('\n') + '\n';

describe('reviews (shop/reviews/<product>.yaml) and the rating worked out from them', () => {
  it('works the rating out as the mean of the reviews to one decimal, with their count, newest first', async () => {
    const result = await readShop(
      await makeShop({
        'reviews/indigo-tee.yaml': 'reviews:\n' + review({ rating: '5', date: '2026-09-01' }) + review({ rating: '4', date: '2026-10-01', order: 'RNG-261001-K7QX2M' }) + review({ rating: '4', date: '2026-08-01', sample: 'true' }),
      }),
    );
    expect(result.problems).toEqual([]);
    if (!result.ok) return;
    const [tee] = result.shop.products;
    expect(tee).toMatchObject({ rating: 4.3, reviewCount: 3 });
    expect(tee?.reviews.map((r) => r.date)).toEqual(['2026-10-01', '2026-09-01', '2026-08-01']);
    expect(tee?.reviews[0]).toMatchObject({ name: 'Asha', city: 'Pune', rating: 4, source: 'WhatsApp', order: 'RNG-261001-K7QX2M' });
    expect(tee?.reviews[2]?.sample).toBe(true);
  });

  it('leaves a product with no reviews unrated (0, none)', async () => {
    const result = await readShop(await makeShop());
    expect(result.ok && result.shop.products[0]).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
  });

  it('reports every mistake of a review file at its line and field, all at once', async () => {
    const file = 'reviews:\n' + review({ rating: '4.5', date: '2099-01-01' }) + review({ source: 'Facebook', text: '""' }) + review({ name: 'Ravi', photo: 'ravi.jpg' });
    expect(await problemsOf({ 'reviews/indigo-tee.yaml': file })).toEqual([
      'shop/reviews/indigo-tee.yaml:4:11 reviews[0].date: expected the date the review was received, not one in the future, got "2099-01-01"',
      'shop/reviews/indigo-tee.yaml:5:13 reviews[0].rating: expected a whole number of stars from 1 to 5, got 4.5',
      'shop/reviews/indigo-tee.yaml:12:11 reviews[1].text: expected what the buyer said, got nothing',
      'shop/reviews/indigo-tee.yaml:13:13 reviews[1].source: expected where it came from: one of WhatsApp, Instagram, email, in person, got "Facebook"',
      'shop/reviews/indigo-tee.yaml:20:12 reviews[2].photo: missing photo: expected a file at shop/photos/reviews/ravi.jpg',
    ]);
  });

  it('reads a review’s photo from shop/photos/reviews/', async () => {
    const result = await readShop(await makeShop({ 'reviews/indigo-tee.yaml': `reviews:\n${review({ photo: 'asha.jpg' })}`, 'photos/reviews/asha.jpg': await photo(900, 1200) }));
    expect(result.problems).toEqual([]);
    expect(result.ok && result.shop.products[0]?.reviews[0]?.photoRef?.name).toBe('reviews/asha');
  });

  it('reports an unknown field, a file that is not a list, and a review file for no product', async () => {
    expect(await problemsOf({ 'reviews/indigo-tee.yaml': `reviews:\n${review({ stars: '5' } as never)}` })).toEqual([
      'shop/reviews/indigo-tee.yaml:8:5 reviews[0].stars: unknown field "stars" (expected one of name, city, date, rating, text, source, order, photo, sample)',
    ]);
    expect(await problemsOf({ 'reviews/indigo-tee.yaml': 'reviews:\n  name: Asha\n' })).toEqual([
      'shop/reviews/indigo-tee.yaml:2:3 reviews: expected a list of reviews (each starting with - name:), got Object',
    ]);
    expect(await problemsOf({ 'reviews/indigo-t.yaml': `reviews:\n${review()}` })).toEqual([
      'shop/reviews/indigo-t.yaml:1:1: there is no product shop/products/indigo-t.md: expected a review file named after a product file (indigo-tee.yaml)',
    ]);
  });

  it('refuses a rating written by hand, at its line, saying it is worked out from reviews and how to add them', async () => {
    const problems = await problemsOf(product('# no rating: it is worked out from shop/reviews/indigo-tee.yaml', 'rating: 4.4'));
    expect(problems).toEqual([
      "shop/products/indigo-tee.md:7:1 rating: the rating is now worked out from the product's reviews, not written here: remove this line and put its reviews in shop/reviews/indigo-tee.yaml, under reviews:, one a line, like - { name: Asha, city: Pune, date: 2026-10-02, rating: 5, text: Soft cotton and true to size, source: WhatsApp }",
    ]);
    // The example given is itself a review file the build accepts.
    const example = problems[0]!.slice(problems[0]!.indexOf('- {'));
    const result = await readShop(await makeShop({ 'reviews/indigo-tee.yaml': `reviews:\n  ${example}\n` }));
    expect(result.ok && result.shop.products[0]).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});

describe('a product without an id', () => {
  it('is given the next free id, in the order of the files’ names, and told as a note, not a problem', async () => {
    const noId = (title: string, file: string) => validProduct.replace('id: 17\n', '').replace('Indigo Block-Print Tee', title).replace('indigo-front.jpg', file);
    const result = await readShop(
      await makeShop({
        'products/zinnia-tee.md': noId('Zinnia Tee', 'front.jpg'),
        'photos/zinnia-tee/front.jpg': await photo(800, 1000),
        'products/new-tee.md': noId('New Tee', 'front.jpg'),
        'photos/new-tee/front.jpg': await photo(800, 1000),
      }),
    );
    expect(result.problems).toEqual([]);
    expect(result.ok && result.shop.products.map((p) => [p.slug, p.id])).toEqual([
      ['indigo-tee', 17],
      ['new-tee', 18],
      ['zinnia-tee', 19],
    ]);
    expect(result.notes.map(formatProblem)).toEqual([
      'shop/products/new-tee.md:2:1: no id given; using 18 (its address is /sproduct/18; write id: 18 in it to keep it)',
      'shop/products/zinnia-tee.md:2:1: no id given; using 19 (its address is /sproduct/19; write id: 19 in it to keep it)',
    ]);
  });
});

describe('YAML mistakes, each told once in the owner’s words', () => {
  const shopYaml = (from: string, to: string) => ({ 'shop.yaml': validShopYaml.replace(from, to) });
  /** The Node warnings the check printed (the yaml library prints its own through process.emitWarning). */
  const warnings = () => vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
  afterEach(() => vi.restoreAllMocks());

  it('tells a tab before a line as that, once, with no warning from the YAML library and nothing it misread', async () => {
    // A tab before a list item: the library saw six errors on four lines, the first on the line
    // above, and printed "Keys with collection values will be stringified … Set mapAsMap: true".
    const printed = warnings();
    expect(await problemsOf(shopYaml('  - { size: Medium', '\t- { size: Medium'))).toEqual([
      'shop/shop.yaml:18:1: line 18 starts with a tab: indent with spaces (YAML does not allow tabs there)',
    ]);
    expect(printed).not.toHaveBeenCalled();
    // In the front matter, a tab before a field of a colour: told at the product file's line.
    expect(await problemsOf(product('    swatch: "#2e3a6e"', '\tswatch: "#2e3a6e"'))).toEqual([
      'shop/products/indigo-tee.md:15:1: line 15 starts with a tab: indent with spaces (YAML does not allow tabs there)',
    ]);
    // Tabs on several lines are one mistake, told once with every line.
    expect(await problemsOf(shopYaml('  dispatchDays: 1\n  zones:', '\tdispatchDays: 1\n\tzones:'))).toEqual([
      'shop/shop.yaml:13:1: lines 13 and 14 start with a tab: indent with spaces (YAML does not allow tabs there)',
    ]);
  });

  it('npm run shop prints a tab as one problem line and no Node warning', async () => {
    const root = await makeShop(shopYaml('  - { size: Medium', '\t- { size: Medium'));
    const run = spawnSync('node', [resolve('scripts/shop.mjs'), '--check'], { cwd: root, env: { ...process.env, SHOP_ROOT: root }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n').map((line) => line.trim())).toEqual([
      'The shop has 1 problem to fix in shop/ (nothing was built):',
      '',
      'shop/shop.yaml:18:1: line 18 starts with a tab: indent with spaces (YAML does not allow tabs there)',
    ]);
    expect(run.stderr).not.toMatch(/Warning|mapAsMap/);
  });

  it('tells a list item out of line with the items above it: which line, that items line up, and where', async () => {
    // A second colour one space too far: the library said "All sequence items must start at the same
    // column" and then "Sequence item without - indicator" for the next line, which is right.
    const secondColour = (dash: string) => product('    soldOut: [XXL]\n', `    soldOut: [XXL]\n${dash}- name: White\n    swatch: "#f4f1ea"\n    photos: [indigo-front.jpg]\n`);
    expect(await problemsOf(secondColour('   '))).toEqual([
      'shop/products/indigo-tee.md:18:4: line 18 is indented by 3 spaces, but the item above it on line 14 is indented by 2 spaces: the items of a list must line up under each other, so indent line 18 by 2 spaces',
    ]);
    expect(await problemsOf(secondColour(' '))).toEqual([
      'shop/products/indigo-tee.md:18:2: line 18 is indented by 1 space, but the item above it on line 14 is indented by 2 spaces: the items of a list must line up under each other, so indent line 18 by 2 spaces',
    ]);
    // One field of a block one space too far, and the first one (told against the line below it).
    expect(await problemsOf(shopYaml('  elsewhere:', '   elsewhere:'))).toEqual([
      'shop/shop.yaml:15:4: line 15 is indented by 3 spaces, but the field above it on line 14 is indented by 2 spaces: the fields of a block must line up under each other, so indent line 15 by 2 spaces',
    ]);
    expect(await problemsOf(shopYaml('  dispatchDays: 1', '   dispatchDays: 1'))).toEqual([
      'shop/shop.yaml:13:4: line 13 is indented by 3 spaces, but the field below it on line 14 is indented by 2 spaces: the fields of a block must line up under each other, so indent line 13 by 2 spaces',
    ]);
  });

  it.each([
    ['a name starting with # (a comment)', 'name: Test Shop', 'name: #1 Tees', 'shop/shop.yaml:1:7 name: the value starts with #, which YAML reads as a comment, so the name is empty: put it in quotes, name: "#1 Tees"'],
    ['": " inside a value', 'tagline: Tees for testing', 'tagline: Tees: made in Mumbai', 'shop/shop.yaml:2:10 tagline: the value has ": " in it, which YAML reads as the start of another field: put the value in quotes, tagline: "Tees: made in Mumbai"'],
    ['a value starting with @', 'tagline: Tees for testing', 'tagline: @testshop on Instagram', 'shop/shop.yaml:2:10 tagline: the value starts with @, which YAML does not allow at the start of a value: put it in quotes, tagline: "@testshop on Instagram"'],
    ['a value starting with `', 'tagline: Tees for testing', 'tagline: `Tees` for testing', 'shop/shop.yaml:2:10 tagline: the value starts with `, which YAML does not allow at the start of a value: put it in quotes, tagline: "`Tees` for testing"'],
    ['a value starting with %', 'tagline: Tees for testing', 'tagline: %100 cotton', 'shop/shop.yaml:2:10 tagline: the value starts with %, which YAML does not allow at the start of a value: put it in quotes, tagline: "%100 cotton"'],
    ['a value starting with !', 'tagline: Tees for testing', 'tagline: !Tees for testing', 'shop/shop.yaml:2:10 tagline: the value starts with !, which YAML reads as a type tag (so the value is lost): put it in quotes, tagline: "!Tees for testing"'],
    ['a value starting with |', 'tagline: Tees for testing', 'tagline: | Tees | for testing', 'shop/shop.yaml:2:10 tagline: the value starts with |, which YAML reads as the start of a block of text on the lines below: put it in quotes, tagline: "| Tees | for testing"'],
    ['a value starting with [', 'tagline: Tees for testing', 'tagline: [New] Tees for testing', 'shop/shop.yaml:2:10 tagline: the value starts with [, which YAML reads as the start of a list ([a, b]): put it in quotes, tagline: "[New] Tees for testing"'],
    ['a value starting with "- "', 'tagline: Tees for testing', 'tagline: - Tees for testing', 'shop/shop.yaml:2:10 tagline: the value starts with "- ", which YAML reads as a list item: put it in quotes, tagline: "- Tees for testing"'],
    ['an apostrophe inside single quotes', 'tagline: Tees for testing', "tagline: 'Tees for testin' and more'", 'shop/shop.yaml:2:10 tagline: a \' inside the value ends its quotes early: put the value in double quotes instead, tagline: "Tees for testin\' and more"'],
    ['a value only partly in quotes', 'tagline: Tees for testing', 'tagline: "Tees" for testing', 'shop/shop.yaml:2:10 tagline: only the start of the value is in quotes: put the whole value in quotes, tagline: \'"Tees" for testing\''],
    ['a field given twice', 'email: hello@test.example', 'email: hello@test.example\ntagline: Tees again', 'shop/shop.yaml:7:1 tagline: this field is given twice in the same block (first on line 2): keep one of them'],
    ['no space after a colon', 'returns: Unworn', 'returns:Unworn', 'shop/shop.yaml:11:1: a field\'s name needs a space after its colon: write returns: Unworn tees can be returned within 15 days.'],
    ['a field name without its colon', 'delivery:\n', 'delivery\n', 'shop/shop.yaml:12:1: delivery has no colon after it: write delivery: (a field\'s name ends with a colon, and the lines under it are its value)'],
    ['an unclosed [', 'zones: [{ name: Pune, pins: ["411"], days: 1, cod: true }]', 'zones: [{ name: Pune, pins: ["411"], days: 1, cod: true }', 'shop/shop.yaml:14:10 delivery.zones: the list that starts with [ has no ] to end it: end it with ] on the same line'],
  ])('tells %s in plain words, with what to write, and nothing that only follows from it', async (_what, from, to, expected) => {
    const printed = warnings();
    expect(await problemsOf(shopYaml(from, to))).toEqual([expected]);
    expect(printed).not.toHaveBeenCalled();
  });

  it('tells a # inside { … } that hides the rest of the line, at the value to quote', async () => {
    const flow = product('  - name: Indigo\n    swatch: "#2e3a6e"\n    photos: [indigo-front.jpg]\n    soldOut: [XXL]\n', '  - { name: Indigo, swatch: #2e3a6e, photos: [indigo-front.jpg], soldOut: [XXL] }\n');
    expect(await problemsOf(flow)).toEqual([
      'shop/products/indigo-tee.md:14:29 colours[0].swatch: #2e3a6e starts with #, which YAML reads as a comment, so the rest of the line is lost, and with it the } that ends the set of fields: put it in quotes, swatch: "#2e3a6e"',
    ]);
  });

  it('tells mistakes far apart each once, in line order, with those of other files', async () => {
    const problems = await problemsOf({
      'shop.yaml': validShopYaml.replace('tagline: Tees for testing', 'tagline: Tees: made in Mumbai').replace('  dispatchDays: 1', '\tdispatchDays: 1').replace('  - { size: XL', '   - { size: XL'),
      ...product('price: 899', 'price: 8,99'),
    });
    expect(problems).toEqual([
      'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"',
      'shop/shop.yaml:2:10 tagline: the value has ": " in it, which YAML reads as the start of another field: put the value in quotes, tagline: "Tees: made in Mumbai"',
      'shop/shop.yaml:13:1: line 13 starts with a tab: indent with spaces (YAML does not allow tabs there)',
      'shop/shop.yaml:20:4: line 20 is indented by 3 spaces, but the item above it on line 19 is indented by 2 spaces: the items of a list must line up under each other, so indent line 20 by 2 spaces',
    ]);
  });
});

describe('aliases (*name) in the owner’s YAML', () => {
  /** Nine lines, each repeating the one above nine times: 9⁹ (387 million) values once written out. */
  const billionLaughs = `${'abcdefghi'
    .split('')
    .map((name, level, names) => `${name}: &${name} [${Array<string>(9).fill(level === 0 ? 'x' : `*${names[level - 1]}`).join(', ')}]`)
    .join('\n')}\n`;

  it('refuses a "billion laughs" as a problem at the alias that goes too far, told with the other files’ problems', async () => {
    expect(await problemsOf({ 'offers.yaml': billionLaughs, ...product('price: 899', 'price: 8,99') })).toEqual([
      'shop/offers.yaml:5:8 e[0]: this file repeats a block by alias (*d) too many times (over 10,000 values in all); write the values out instead',
      'shop/products/indigo-tee.md:5:8 price: expected a whole number of rupees, got "8,99"',
    ]);
  });

  it('npm run shop prints it as a problem line and exits 1, with no stack trace', async () => {
    const root = await makeShop({ 'offers.yaml': billionLaughs });
    const run = spawnSync('node', [resolve('scripts/shop.mjs'), '--check'], { cwd: root, env: { ...process.env, SHOP_ROOT: root }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('The shop has 1 problem to fix in shop/ (nothing was built):');
    expect(run.stderr).toContain('shop/offers.yaml:5:8 e[0]: this file repeats a block by alias (*d) too many times');
    expect(run.stderr).not.toMatch(/Error|^\s+at /m);
  });

  it('refuses an alias inside the block it repeats, and one naming no block, at their place in the front matter', async () => {
    expect(await problemsOf(product('collections: [new-arrivals, winter]', 'collections: &c [new-arrivals, *c]'))).toEqual([
      'shop/products/indigo-tee.md:8:32 collections[1]: *c repeats the block it is in (&c), so it would never end: write the values out instead',
    ]);
    expect(await problemsOf(product('fit: Regular', 'fit: *regular'))).toEqual([
      'shop/products/indigo-tee.md:10:6 fit: *regular repeats a block marked &regular, but no block above it is: mark the block with &regular before this line, or write the values out instead',
    ]);
  });

  it('tells a file the yaml library’s own alias count refuses as a problem too, never as a crash', async () => {
    // Few values in all, but the library counts each use of *b as every use of *a so far (151 × 70).
    const offers = `a: &a [x]\nuses: [${Array<string>(150).fill('*a').join(', ')}]\nb: &b [*a]\nmore: [${Array<string>(70).fill('*b').join(', ')}]\n`;
    expect(await problemsOf({ 'offers.yaml': offers })).toEqual(['shop/offers.yaml:2:8: this file repeats blocks by alias (*a and others) too many times; write the values out instead']);
  });

  it('reads a file that repeats a few blocks by alias as if they were written out', async () => {
    const offers = 'coupons:\n  - { code: WELCOME10, percent: 10, minimum: 999, wording: &words "10% off over ₹999" }\n  - { code: HELLO10, percent: 10, minimum: 999, wording: *words }\n';
    const result = await readShop(await makeShop({ 'offers.yaml': offers }));
    expect(result.problems).toEqual([]);
    expect(result.ok && result.shop.offers.coupons.map((coupon) => coupon.wording)).toEqual(['10% off over ₹999', '10% off over ₹999']);
  });
});
