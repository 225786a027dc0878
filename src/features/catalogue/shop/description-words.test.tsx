import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { products } from '../data/products';
import { shopRange } from '../range-query';
import { emptyQuery } from '../query';
import { forgetDescriptionWords, loadDescriptionWords } from './description-words';
import { ShopResults } from './shop-results';

afterEach(() => forgetDescriptionWords());

function renderSearch(q: string) {
  render(
    <MemoryRouter initialEntries={[`/shop?q=${q}`]}>
      <ShopResults query={{ ...emptyQuery, q }} range={{ range: shopRange(products), failed: false }} onApply={() => {}} renderAction={() => null} />
    </MemoryRouter>,
  );
}

describe('the descriptions a shop search matches', () => {
  it('are loaded when a search asks for them; its results are confirmed once they have come', async () => {
    // "Uttarayan" is only in the Kite Festival tee's description.
    renderSearch('uttarayan');
    // Until then, drawn as the prerendered shop is, and not confirmed (layout.css keeps it hidden).
    const status = screen.getByText('All 16 T-shirts');
    expect(status.closest('.shop-results')).not.toHaveAttribute('data-confirmed');
    expect(await screen.findByText('1 of 16 T-shirts matching “uttarayan”', {}, { timeout: 10_000 })).toBe(status);
    expect(status.closest('.shop-results')).toHaveAttribute('data-confirmed');
    expect(screen.getByRole('link', { name: 'Kite Festival Graphic Tee' })).toBeInTheDocument();
  });

  it('that cannot be loaded leave the search to titles and collections, with a word in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadDescriptionWords(() => Promise.reject(new Error('offline')));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('titles and collections only'), expect.any(Error));
    renderSearch('kite');
    expect(screen.getByText('1 of 16 T-shirts matching “kite”')).toHaveAttribute('role', 'status');
    warn.mockRestore();
  });
});
