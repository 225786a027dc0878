import { act, render, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { products } from '../data/products';
import { shopRange } from '../range-query';
import { firstShopTees } from '../data/shop-page';
import { SHOP_PAGE_SIZE } from '../paging';
import { emptyQuery, type CatalogueQuery } from '../query';
import type { RangeState } from '../use-range';
import type { Product } from '../product';
import { ShopResults } from './shop-results';

function renderResults(query: CatalogueQuery, range: RangeState, page = 1) {
  render(
    <MemoryRouter initialEntries={[page > 1 ? `/shop?page=${page}` : '/shop']}>
      <ShopResults query={query} page={page} range={range} onApply={() => {}} renderAction={() => null} />
    </MemoryRouter>,
  );
  return countStatus().closest('.shop-results')!;
}

/** The live count above the grid: the status that names what the shop shows. */
const countStatus = () => screen.getAllByRole('status').find((status) => /T-shirt/.test(status.textContent ?? ''))!;

const titles = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('heading').map((heading) => heading.textContent);
const notYet: RangeState = { range: undefined, failed: false };
const medium: CatalogueQuery = { ...emptyQuery, filters: { ...emptyQuery.filters, sizes: ['Medium'] } };

describe('ShopResults before the range has come (issue 37)', () => {
  it('draws the first page the build wrote, counting the whole range, with "Show more": the results asked for', () => {
    const results = renderResults(emptyQuery, notYet);
    expect(titles()).toEqual(firstShopTees.map((tee) => tee.title));
    expect(titles()).toHaveLength(SHOP_PAGE_SIZE);
    expect(screen.getByText(`All ${products.length} T-shirts`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${SHOP_PAGE_SIZE} of ${products.length} tees`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/shop?page=2#from-13');
    expect(results).toHaveAttribute('data-confirmed');
  });

  it('keeps a filter’s or a later page’s results unconfirmed (hidden by the stylesheet) until the range comes', () => {
    const filtered = renderResults(medium, notYet);
    expect(filtered).not.toHaveAttribute('data-confirmed');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so, with a way to try again, when the range could not be loaded for what the address asks', () => {
    renderResults(emptyQuery, { range: undefined, failed: true }, 2);
    expect(screen.getByRole('alert')).toHaveTextContent("The shop's tees could not be loaded for this. Check your connection, then try again.");
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'try again' })).toHaveAttribute('href', '/shop?page=2');
  });

  it('draws what the address asks once the range has come', () => {
    const results = renderResults(medium, { range: shopRange(products), failed: false });
    expect(results).toHaveAttribute('data-confirmed');
    expect(countStatus()).toHaveTextContent(/^\d+ of 16 T-shirts in Medium$/);
  });
});

describe('ShopResults’ next page', () => {
  it('is drawn ahead, out of sight and out of the accessibility tree; "Show more" shows those very cards', () => {
    const range: RangeState = { range: shopRange(products), failed: false };
    const results = (page: number) => (
      <MemoryRouter initialEntries={[page > 1 ? `/shop?page=${page}` : '/shop']}>
        <ShopResults query={emptyQuery} page={page} range={range} onApply={() => {}} renderAction={() => null} />
      </MemoryRouter>
    );
    const { rerender } = render(results(1));
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(SHOP_PAGE_SIZE);
    const ahead = [...grid.children].slice(SHOP_PAGE_SIZE);
    expect(ahead).toHaveLength(products.length - SHOP_PAGE_SIZE);
    for (const card of ahead) expect(card).not.toBeVisible();
    expect(screen.getByText(`Showing ${SHOP_PAGE_SIZE} of ${products.length} tees`)).toBeInTheDocument();

    rerender(results(2));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(products.length);
    // The same elements, now shown: nothing is made again after the tap.
    ahead.forEach((card, index) => expect(grid.children[SHOP_PAGE_SIZE + index]).toBe(card));
    for (const card of ahead) expect(card).toBeVisible();
  });
});

describe('ShopResults answering a new filter (issue 37)', () => {
  it('draws the new count at once and keeps the cards shown, marked busy, until the new grid is ready', async () => {
    const range = shopRange(products);
    const first = new Set(range.find(emptyQuery, undefined).slice(0, SHOP_PAGE_SIZE).map((tee) => tee.id));
    // A colour whose tees are not all on the first page: its grid needs cards not drawn yet.
    const colour = products.flatMap((tee) => tee.colours).find((one) => range.find({ ...emptyQuery, filters: { ...emptyQuery.filters, colours: [one.id] } }, undefined).some((tee) => !first.has(tee.id)));
    expect(colour, 'the sample has a colour with tees beyond the first page').toBeDefined();
    const chosen: CatalogueQuery = { ...emptyQuery, filters: { ...emptyQuery.filters, colours: [colour!.id] } };
    const matches = range.find(chosen, undefined);
    // The new cards wait for this promise, so the new grid is not ready until it is kept.
    let release = () => {};
    const ready = new Promise<void>((done) => (release = done));
    const Waiting = () => {
      use(ready);
      return null;
    };
    const action = (tee: Product) => (first.has(tee.id) ? null : <Waiting />);
    const results = (query: CatalogueQuery) => (
      <MemoryRouter initialEntries={['/shop']}>
        <Suspense fallback={<p>Loading</p>}>
          <ShopResults query={query} range={{ range, failed: false }} onApply={() => {}} renderAction={action} />
        </Suspense>
      </MemoryRouter>
    );
    const { rerender } = render(results(emptyQuery));
    const before = titles();
    expect(screen.getByRole('list', { name: 'Products' })).not.toHaveAttribute('aria-busy');

    await act(async () => rerender(results(chosen)));
    expect(countStatus()).toHaveTextContent(new RegExp(`^${matches.length} of ${products.length} T-shirts in ${colour!.name}$`));
    expect(titles()).toEqual(before);
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading')).toBeNull();

    await act(async () => release());
    expect(titles()).toEqual(matches.slice(0, SHOP_PAGE_SIZE).map((tee) => tee.title));
    expect(screen.getByRole('list', { name: 'Products' })).not.toHaveAttribute('aria-busy');
  });
});
