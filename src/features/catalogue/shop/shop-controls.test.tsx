import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyQuery, type CatalogueQuery } from '../query';
import { ShopControls } from './shop-controls';

function Harness({ initial = emptyQuery, onChange }: { initial?: CatalogueQuery; onChange: (change: Partial<CatalogueQuery>) => void }) {
  const [query, setQuery] = useState(initial);
  return (
    <ShopControls
      query={query}
      onChange={(change) => {
        onChange(change);
        setQuery((current) => ({ ...current, ...change }));
      }}
    />
  );
}

describe('ShopControls', () => {
  it('has a search box, a Search button and the two selects, all labelled', () => {
    render(<ShopControls query={emptyQuery} onChange={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('none');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default order',
      'Price: low to high',
      'Price: high to low',
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
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  indigo ');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ q: 'indigo' });
  });

  it('applies the search on Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kite{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ q: 'kite' });
  });

  it('applies sort and minimum rating at once, each change saying only what changed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ q: 'tee', sort: 'none', minRating: 0 }} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'price-desc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4 and above');
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 4 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '5');
    expect(onChange).toHaveBeenLastCalledWith({ minRating: 5 });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows the applied query in the controls', () => {
    render(<ShopControls query={{ q: 'kite', sort: 'price-asc', minRating: 3 }} onChange={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kite');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('3');
  });

  it('puts the applied text back in the box when the query changes from outside (back/forward)', () => {
    const { rerender } = render(<ShopControls query={{ ...emptyQuery, q: 'kite' }} onChange={() => {}} />);
    rerender(<ShopControls query={{ ...emptyQuery, q: 'chai' }} onChange={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('chai');
  });
});
