import { paths } from '../src/config/paths';
import { products } from '../src/features/catalogue/data/products';
import { expect, test } from './support';

/** The sample's most reviewed tee, and one with none yet. */
const reviewed = [...products].sort((a, b) => b.reviewCount - a.reviewCount)[0]!;
const unreviewed = products.find((product) => product.reviewCount === 0)!;
/** Each product's reviews come in a chunk named by its id (src/features/catalogue/data/reviews.ts). */
const reviewChunk = /\/assets\/(\d+)\.generated-[\w-]+\.js$/;

test.describe('reviews on the product page (PRODUCT.md §2a)', () => {
  test('a product page opened from a link shows every review, and loads its own and no other product’s', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => {
      const match = reviewChunk.exec(new URL(request.url()).pathname);
      if (match) loaded.push(match[1]!);
    });
    await page.goto(paths.product(reviewed.id));
    const section = page.getByRole('region', { name: 'Reviews' });
    await expect(section).toContainText(`${reviewed.rating.toFixed(1)} out of 5 · ${reviewed.reviewCount} reviews`);
    await expect(section.getByRole('article')).toHaveCount(reviewed.reviewCount);
    // Still all there once the app has taken them over: it loads them once they are in view.
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded).toEqual([String(reviewed.id)]);
    await expect(section.getByRole('article')).toHaveCount(reviewed.reviewCount);
  });

  test('going to a product from the shop shows its reviews too', async ({ page }) => {
    await page.goto(paths.shop());
    await page.getByRole('link', { name: reviewed.title, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewed.title);
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(reviewed.reviewCount);
  });

  test('a product with no reviews says so and shows no stars', async ({ page }) => {
    await page.goto(paths.product(unreviewed.id));
    const section = page.getByRole('region', { name: 'Reviews' });
    await expect(section).toContainText('No reviews yet');
    await expect(section.getByRole('article')).toHaveCount(0);
    await expect(section.getByRole('img')).toHaveCount(0);
  });
});
