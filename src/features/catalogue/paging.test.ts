import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '@/test/runs';
import { noFilters } from './filters';
import { clampPage, pageFromSearchParams, pageOf, progressText, SHOP_PAGE_SIZE, searchForPage } from './paging';
import { emptyQuery, queryFromSearchParams, searchForQuery } from './query';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const pageIn = (search: string) => pageFromSearchParams(new URLSearchParams(search));

describe('the shop’s pages', () => {
  it('shows twelve cards at first, fitting rows of two, three and four', () => {
    expect(SHOP_PAGE_SIZE).toBe(12);
    for (const columns of [2, 3, 4]) expect(SHOP_PAGE_SIZE % columns).toBe(0);
  });

  it('shows the first N pages for page N, cards 1 to N × 12, and says whether there are more', () => {
    const tees = range(137);
    expect(pageOf(tees, 1)).toEqual({ shown: range(12), page: 1, total: 137, more: true, next: range(24).slice(12) });
    expect(pageOf(tees, 2).shown).toEqual(range(24));
    expect(pageOf(tees, 12).shown).toEqual(range(137));
    expect(pageOf(tees, 12).more).toBe(false);
    expect(pageOf(tees, 11).next).toEqual(range(137).slice(132));
    expect(pageOf(tees, 12).next).toEqual([]);
    expect(pageOf(range(16), 1)).toEqual({ shown: range(12), page: 1, total: 16, more: true, next: [13, 14, 15, 16] });
    expect(pageOf(range(16), 2)).toEqual({ shown: range(16), page: 2, total: 16, more: false, next: [] });
    expect(pageOf(range(12), 1).more).toBe(false);
  });

  it('clamps a page past the end to the last one, and anything below 1 to the first: never a blank grid', () => {
    expect(clampPage(9999, 137)).toBe(12);
    expect(clampPage(9999, 16)).toBe(2);
    expect(clampPage(0, 137)).toBe(1);
    expect(clampPage(-3, 137)).toBe(1);
    expect(clampPage(Number.NaN, 137)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(pageOf([], 5)).toEqual({ shown: [], page: 1, total: 0, more: false, next: [] });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: -10, max: 1_000_000 }), (count, page) => {
        const { shown, page: at, more, next } = pageOf(range(count), page);
        expect(at).toBeGreaterThanOrEqual(1);
        // Something shows whenever something matches, and whole pages until the last.
        expect(shown.length).toBe(Math.min(count, at * SHOP_PAGE_SIZE));
        if (count > 0) expect(shown.length).toBeGreaterThan((at - 1) * SHOP_PAGE_SIZE);
        expect(more).toBe(shown.length < count);
        // The next page is what page + 1 would add.
        expect([...shown, ...next]).toEqual(pageOf(range(count), at + 1).shown);
      }),
      runs(200),
    );
  });

  it('reads page from the address as a whole number from 1; anything odd is page 1', () => {
    expect(pageIn('page=2')).toBe(2);
    expect(pageIn('q=kite&page=3')).toBe(3);
    expect(pageIn('page=9999')).toBe(9999);
    for (const odd of ['', 'page=', 'page=0', 'page=-3', 'page=abc', 'page=2.5', 'page=1e3', 'page=0x2', 'page=%20']) {
      expect(pageIn(odd), odd).toBe(1);
    }
    expect(pageIn('page=99999999999999999999')).toBe(1);
    expect(pageIn('page=123456789')).toBeLessThanOrEqual(99_999);
  });

  it('puts page last in the address, after the query’s own parameters, and leaves it out on page 1', () => {
    const query = { ...emptyQuery, q: 'kite', sort: 'price-asc' as const, filters: { ...noFilters, sizes: ['Medium' as const], onOffer: true } };
    expect(searchForPage(query, 2)).toEqual([...searchForQuery(query), ['page', '2']]);
    expect(new URLSearchParams(searchForPage(query, 2)).toString()).toBe('q=kite&sort=price-asc&size=Medium&offer=1&page=2');
    expect(searchForPage(query, 1)).toEqual(searchForQuery(query));
    expect(searchForPage(emptyQuery, 1)).toEqual([]);
    expect(new URLSearchParams(searchForPage(emptyQuery, 3)).toString()).toBe('page=3');
  });

  it('a query read back from a paged address has the same query, and the page is not part of it', () => {
    const params = new URLSearchParams('q=tee&rating=4&page=2');
    const query = queryFromSearchParams(params);
    expect(query).toEqual({ ...emptyQuery, q: 'tee', minRating: 4 });
    expect(new URLSearchParams(searchForPage(query, pageFromSearchParams(params))).toString()).toBe('q=tee&rating=4&page=2');
  });

  it('says how far the shopper has come, in words', () => {
    expect(progressText(pageOf(range(137), 1))).toBe('Showing 12 of 137 tees');
    expect(progressText(pageOf(range(137), 2))).toBe('Showing 24 of 137 tees');
    expect(progressText(pageOf(range(16), 2))).toBe('Showing all 16 tees');
    expect(progressText(pageOf(range(1), 1))).toBe('Showing all 1 tee');
  });
});
