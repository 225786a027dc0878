import { describe, expect, it } from 'vitest';
import { findProduct } from '../lookup';
import { relatedProducts } from '../range';
import { productEntries } from './products.generated';
import { loadCatalogue, loadTeePage, loadTees } from './tee-modules';

// Its own modules (vitest.config.ts, OWN_MODULES_TESTS): no other test's import of the whole range
// has made every tee known before these start.
const entry = (id: number) => productEntries.find((each) => each.id === id)!;
const nextTo = (id: number) => relatedProducts(entry(id), productEntries).map((each) => each.id);

describe('a page loads the tees it shows, not the range', () => {
  it('knows no tee before one is loaded; a tee’s module brings it and those its page shows beside it, and no other', async () => {
    expect(findProduct(7)).toBeUndefined();
    const page = await loadTeePage(7);
    expect(page?.tee.id).toBe(7);
    expect(page?.tee.title).toBe(entry(7).title);
    expect(page?.related.map((each) => each.id)).toEqual(nextTo(7));
    expect(findProduct('7')).toBe(page?.tee);
    for (const other of page!.related) expect(findProduct(other.id)).toBe(other);
    const unseen = productEntries.filter((each) => each.id !== 7 && !nextTo(7).includes(each.id));
    expect(unseen.length).toBeGreaterThan(0);
    for (const each of unseen) expect(findProduct(each.id)).toBeUndefined();
  });

  it('gives the same page each time, and nothing for an id the range does not hold', async () => {
    expect(await loadTeePage(7)).toBe(await loadTeePage(7));
    expect(await loadTeePage(99_999)).toBeUndefined();
    expect(await loadTeePage(0)).toBeUndefined();
  });

  it('loads the tees of a list (a cart’s lines), leaving out ids the range does not hold', async () => {
    const [first, last] = [productEntries[0]!.id, productEntries.at(-1)!.id];
    await loadTees([first, last, last, 99_999]);
    expect(findProduct(first)?.title).toBe(entry(first).title);
    expect(findProduct(last)?.title).toBe(entry(last).title);
  });

  it('with the whole range loaded, knows every tee, each the one object it already had', async () => {
    const seven = findProduct(7);
    const all = await loadCatalogue();
    expect(all.map((each) => each.id)).toEqual(productEntries.map((each) => each.id));
    expect(all.find((each) => each.id === 7)).toBe(seven);
    for (const each of productEntries) expect(findProduct(each.id)?.title).toBe(each.title);
  });
});
