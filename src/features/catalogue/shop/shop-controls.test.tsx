import { noFilters } from '../filters';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../data/products';
import { shopRange } from '../range-query';
import { emptyQuery, type CatalogueQuery } from '../query';
import { forgetDescriptionWords, useDescriptionWords } from './description-words';
import { ShopControls } from './shop-controls';

function Harness({ initial = emptyQuery, onApply }: { initial?: CatalogueQuery; onApply: (query: CatalogueQuery) => void }) {
  const [query, setQuery] = useState(initial);
  return (
    <ShopControls
      query={query}
      range={shopRange(products)}
      onApply={(next) => {
        onApply(next);
        setQuery(next);
      }}
    />
  );
}

/** Says whether the descriptions' words a search matches have come. */
function WordsProbe() {
  return <p>{useDescriptionWords(false) ? 'words here' : 'no words'}</p>;
}

describe('ShopControls', () => {
  it('loads the words a search matches in the descriptions as the search box is first focused, not before', async () => {
    forgetDescriptionWords();
    const user = userEvent.setup();
    render(
      <>
        <ShopControls query={emptyQuery} range={shopRange(products)} onApply={() => {}} />
        <WordsProbe />
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no words')).toBeInTheDocument();
    await user.click(screen.getByRole('searchbox', { name: 'Search products' }));
    expect(await screen.findByText('words here', {}, { timeout: 10_000 })).toBeInTheDocument();
    forgetDescriptionWords();
  });

  it('has a search box, a Search button and the two selects, all labelled', () => {
    render(<ShopControls query={emptyQuery} range={shopRange(products)} onApply={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('none');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default order',
      'Price: low to high',
      'Price: high to low',
      'Customer rating',
      'Newest',
      'Any rating',
      '1 and above',
      '2 and above',
      '3 and above',
      '4 and above',
      '5',
    ]);
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('0');
  });

  it('does not apply the search while typing, only when Search is pressed (trimmed)', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  indigo ');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ q: 'indigo', sort: 'none', minRating: 0, collection: '', filters: noFilters });
  });

  it('applies the search on Enter', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness onApply={onApply} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kite{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenLastCalledWith({ q: 'kite', sort: 'none', minRating: 0, collection: '', filters: noFilters });
  });

  it('applies sort and minimum rating as soon as they change, with the rest of the form', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<Harness initial={{ q: 'tee', sort: 'none', minRating: 0, collection: '', filters: noFilters }} onApply={onApply} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(onApply).toHaveBeenLastCalledWith({ q: 'tee', sort: 'price-desc', minRating: 0, collection: '', filters: noFilters });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4 and above');
    expect(onApply).toHaveBeenLastCalledWith({ q: 'tee', sort: 'price-desc', minRating: 4, collection: '', filters: noFilters });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '5');
    expect(onApply).toHaveBeenLastCalledWith({ q: 'tee', sort: 'price-desc', minRating: 5, collection: '', filters: noFilters });
    expect(onApply).toHaveBeenCalledTimes(3);
  });

  it('keeps a choice made while an earlier search is still landing (the router lands them in turn)', async () => {
    const user = userEvent.setup();
    const sent: CatalogueQuery[] = [];
    const onApply = (next: CatalogueQuery) => sent.push(next);
    const { rerender } = render(<ShopControls query={emptyQuery} range={shopRange(products)} onApply={onApply} />);
    const land = (query: CatalogueQuery) => rerender(<ShopControls query={query} range={shopRange(products)} onApply={onApply} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'cotton');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const rating = screen.getByRole('combobox', { name: 'Minimum rating' });
    await user.selectOptions(rating, '4 and above');
    land(sent[0]!);
    expect(rating).toHaveValue('4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(sent.at(-1)).toEqual({ q: 'cotton', sort: 'price-desc', minRating: 4, collection: '', filters: noFilters });
    land(sent[1]!);
    land(sent[2]!);
    expect(rating).toHaveValue('4');
    // An address the form did not send (back, a link) is followed as before.
    land({ q: '', sort: 'none', minRating: 2, collection: '', filters: noFilters });
    expect(rating).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
  });

  it('is a GET form to the shop whose fields are the URL’s parameters, so it works before scripts run', () => {
    render(<ShopControls query={{ q: 'kite', sort: 'price-asc', minRating: 3, collection: '', filters: noFilters }} range={shopRange(products)} onApply={() => {}} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop');
    expect(form).toHaveFormValues({ q: 'kite', sort: 'price-asc', rating: '3' });
  });

  it('shows the applied query in the controls', () => {
    render(<ShopControls query={{ q: 'kite', sort: 'price-asc', minRating: 3, collection: '', filters: noFilters }} range={shopRange(products)} onApply={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kite');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('3');
  });

  it('puts the URL’s values back in the controls when the query changes from outside (back/forward)', () => {
    const { rerender } = render(<ShopControls query={{ ...emptyQuery, q: 'kite' }} range={shopRange(products)} onApply={() => {}} />);
    rerender(<ShopControls query={{ q: 'chai', sort: 'price-desc', minRating: 2, collection: '', filters: noFilters }} range={shopRange(products)} onApply={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('chai');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('2');
  });
});
