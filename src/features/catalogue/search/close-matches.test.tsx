import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { products } from '../data/products';
import { shopRange } from '../range-query';
import { soldOutEverywhere } from '../product';
import { emptyQuery, type CatalogueQuery } from '../query';
import { loadDescriptionWords } from '../shop/description-words';
import { ShopResults } from '../shop/shop-results';
import { closeMatchesFor } from './close-matches';
import type { ProductSearch } from './load-search';

/** A search that finds the given ids, in that order, whatever is asked. */
const finding = (ids: number[]): ProductSearch => ({
  find: () => ids.map((id) => ({ id, title: '', pays: 0, photo: '', soldOut: false })),
});

function renderResults(q: string, after: () => Promise<void>) {
  const query: CatalogueQuery = { ...emptyQuery, q };
  render(
    <MemoryRouter initialEntries={[`/shop?q=${q}`]}>
      <ShopResults query={query} range={{ range: shopRange(products), failed: false }} onApply={() => {}} renderAction={() => null} after={after} />
    </MemoryRouter>,
  );
}

describe('closeMatchesFor', () => {
  it('keeps the best match first, sold-out tees last, within the query’s other choices', () => {
    const soldOut = products.find(soldOutEverywhere)!;
    const [a, b] = products.filter((product) => !soldOutEverywhere(product));
    const search = finding([soldOut.id, b!.id, a!.id]);
    expect(closeMatchesFor(search, { ...emptyQuery, q: 'x' }, products).map((p) => p.id)).toEqual([b!.id, a!.id, soldOut.id]);
    // In stock only: the sold-out tee goes.
    const inStock = { ...emptyQuery, q: 'x', filters: { ...emptyQuery.filters, inStock: true } };
    expect(closeMatchesFor(search, inStock, products).map((p) => p.id)).toEqual([b!.id, a!.id]);
    // A sort given is the sort used.
    const dearFirst = closeMatchesFor(search, { ...emptyQuery, q: 'x', sort: 'price-desc' }, products);
    expect(dearFirst).toHaveLength(3);
  });
});

describe('the shop’s close matches', () => {
  // The words a search matches in descriptions, which the shop loads when a search asks (../shop/description-words.test.tsx).
  beforeAll(() => loadDescriptionWords());

  it('says “No T-shirts match” until the search has loaded after ready, then shows the close matches', async () => {
    let ready: () => void = () => {};
    const after = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    renderResults('peacok', after);
    await screen.findByRole('heading', { name: 'No T-shirts match' });
    // The close matches' code has loaded and asked for the search: still nothing until ready.
    await waitFor(() => expect(after).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'No T-shirts match' })).toBeInTheDocument();
    await act(async () => ready());
    const heading = await screen.findByRole('heading', { name: 'Showing close matches for “peacok”' });
    expect(heading).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Close matches' });
    expect(within(grid).getByRole('link', { name: 'Peacock Feather Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No T-shirts match' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows exact matches alone when there are any', async () => {
    renderResults('peacock', () => Promise.resolve());
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('1 of 16 T-shirts matching “peacock”');
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('link', { name: 'Peacock Feather Tee' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByRole('heading', { name: /close matches/ })).not.toBeInTheDocument();
  });

  it('keeps “No T-shirts match” when nothing is close either', async () => {
    renderResults('zzzzzz', () => Promise.resolve());
    expect(await screen.findByRole('heading', { name: 'No T-shirts match' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'No T-shirts match' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /close matches/ })).not.toBeInTheDocument();
  });
});
