import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '@/features/cart/cart-store';
import { formatPrice } from '@/lib/money';
import { noticeStore } from '@/lib/notices';
import { createLocationProbe, RoutedPage } from '@/test/router';
import { resetStores } from '@/test/stores';
import { products } from '../data/products';
import { ShopPage } from './shop-page';

beforeEach(resetStores);
afterEach(resetStores);

function renderShop(url = '/shop') {
  const { seen, LocationProbe } = createLocationProbe();
  render(<RoutedPage url={url} path="/shop" element={<ShopPage />} probe={LocationProbe} />);
  return { seen, user: userEvent.setup() };
}

/** Product titles shown in the grid, in order. */
function gridTitles(): string[] {
  const grid = screen.queryByRole('list', { name: 'Products' });
  if (!grid) return [];
  return within(grid)
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

/** The live count text above the grid. */
function countText(): string {
  const status = screen
    .getAllByRole('status')
    .find((element) => /T-shirt/.test(element.textContent ?? ''));
  return status?.textContent ?? '';
}

const allTitles = products.map((product) => product.title);

describe('ShopPage', () => {
  it('shows all sixteen products in catalogue order, with the count', () => {
    renderShop();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#stayhome');
    expect(gridTitles()).toEqual(allTitles);
    expect(countText()).toBe('Showing all 16 T-shirts');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('renders each card as a list item with the title link, rating, price and add button', () => {
    renderShop();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(16);
    cards.forEach((card, index) => {
      const product = products[index];
      if (!product) throw new Error('unreachable');
      expect(within(card).getByRole('link', { name: product.title })).toHaveAttribute('href', `/sproduct/${product.id}`);
      const rating = product.rating.toFixed(1).replace(/\.0$/, '');
      expect(within(card).getByRole('img', { name: `Rated ${rating} out of 5` })).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: product.images[0].alt })).toBeInTheDocument();
      expect(card).toHaveTextContent(formatPrice(product.price));
      expect(card).toHaveTextContent('₹');
      expect(card).toHaveTextContent(product.brand);
      expect(within(card).getByRole('button', { name: `Add ${product.title} to cart` })).toBeInTheDocument();
    });
  });

  it('adds one in size Large from a card and confirms it', async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }));
    expect(cartStore.getState().lines).toEqual([{ productId: 10, size: 'Large', quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }));
    expect(cartStore.getState().lines).toEqual([{ productId: 10, size: 'Large', quantity: 2 }]);
    expect(noticeStore.getState().notices.at(-1)?.message).toMatch(/Added Ikat Weave Tee \(Large\) to your cart/);
  });

  it('does not change the grid while typing; Search applies the query and puts it in the URL', async () => {
    const { user, seen } = renderShop();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'kite');
    expect(gridTitles()).toEqual(allTitles);
    expect(countText()).toBe('Showing all 16 T-shirts');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(gridTitles()).toEqual(['Kite Festival Graphic Tee']);
    expect(countText()).toBe('1 of 16 T-shirts matching “kite”');
    expect(seen.current?.search).toBe('?q=kite');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kite');
  });

  it('applies the search on Enter, case-insensitive and trimmed', async () => {
    const { user, seen } = renderShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  NEW ARRIVALS {Enter}');
    expect(gridTitles()).toEqual(products.filter((product) => product.id >= 9).map((product) => product.title));
    expect(countText()).toBe('8 of 16 T-shirts matching “NEW ARRIVALS”');
    expect(new URLSearchParams(seen.current?.search).get('q')).toBe('NEW ARRIVALS');
  });

  it('applies sort and minimum rating at once', async () => {
    const { user, seen } = renderShop();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    const ascending = [...products].sort((a, b) => a.price - b.price).map((product) => product.title);
    expect(gridTitles()).toEqual(ascending);
    expect(countText()).toBe('16 of 16 T-shirts');
    expect(seen.current?.search).toBe('?sort=price-asc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '5');
    expect(gridTitles()).toEqual(['Kite Festival Graphic Tee', 'Peacock Feather Tee']);
    expect(countText()).toBe('2 of 16 T-shirts rated 5');
    expect(seen.current?.search).toBe('?sort=price-asc&rating=5');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(gridTitles()).toEqual(['Peacock Feather Tee', 'Kite Festival Graphic Tee']);
  });

  it('combines search, sort and rating', async () => {
    const { user } = renderShop();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4 and above');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'featured{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(gridTitles()).toEqual([
      'Kite Festival Graphic Tee',
      'Marigold Mandala Tee',
      'Rickshaw Ride Tee',
      'Rain Stripe Crew Tee',
      'Indigo Block-Print Tee',
    ]);
    expect(countText()).toBe('5 of 16 T-shirts matching “featured”, rated 4 and above');
  });

  it('keeps every change when several arrive before the page re-renders', () => {
    const { seen } = renderShop();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'cotton' } });
    // One act: the page does not re-render between these, as when a quick visitor beats the
    // router's transition.
    act(() => {
      screen.getByRole('button', { name: 'Search' }).click();
      fireEvent.change(screen.getByRole('combobox', { name: 'Minimum rating' }), { target: { value: '4' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price-desc' } });
    });
    expect(seen.current?.search).toBe('?q=cotton&sort=price-desc&rating=4');
    expect(countText()).toMatch(/matching “cotton”, rated 4 and above/);
  });

  it('follows a URL change it did not make (back, forward or a link) and builds on it', async () => {
    const { seen, LocationProbe } = createLocationProbe();
    render(
      <RoutedPage
        url="/shop?q=kite"
        path="/shop"
        element={
          <>
            <ShopPage />
            <Link to="/shop?sort=price-asc">Cheapest first</Link>
          </>
        }
        probe={LocationProbe}
      />,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '4 and above');
    expect(seen.current?.search).toBe('?q=kite&rating=4');
    await user.click(screen.getByRole('link', { name: 'Cheapest first' }));
    expect(seen.current?.search).toBe('?sort=price-asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum rating' }), '3 and above');
    expect(seen.current?.search).toBe('?sort=price-asc&rating=3');
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const { user, seen } = renderShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'tuxedo{Enter}');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No T-shirts match' })).toBeInTheDocument();
    expect(countText()).toBe('0 of 16 T-shirts matching “tuxedo”');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(gridTitles()).toEqual(allTitles);
    expect(countText()).toBe('Showing all 16 T-shirts');
    expect(seen.current?.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('offers a "Clear filters" link whenever a filter is applied', async () => {
    const { user, seen } = renderShop('/shop?sort=price-desc&rating=3');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(seen.current?.search).toBe('');
    expect(gridTitles()).toEqual(allTitles);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('0');
  });

  it('reads the query, sort and rating from the URL', () => {
    renderShop('/shop?q=kite&sort=price-desc&rating=4');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kite');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('4');
    expect(gridTitles()).toEqual(['Kite Festival Graphic Tee']);
    expect(countText()).toBe('1 of 16 T-shirts matching “kite”, rated 4 and above');
  });

  it('reads a sorted URL', () => {
    renderShop('/shop?sort=price-desc');
    expect(gridTitles()).toEqual([...products].sort((a, b) => b.price - a.price).map((product) => product.title));
  });

  it.each([
    '/shop?sort=bogus&rating=7',
    '/shop?rating=-1',
    '/shop?rating=abc',
    '/shop?rating=2.5',
    '/shop?q=%20%20&sort=&rating=',
  ])('ignores invalid URL values in %s', (url) => {
    renderShop(url);
    expect(gridTitles()).toEqual(allTitles);
    expect(countText()).toBe('Showing all 16 T-shirts');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('0');
  });

  it('shows visitor text as text, never as HTML', async () => {
    const { user } = renderShop();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '<img src=x>{Enter}');
    expect(countText()).toBe('0 of 16 T-shirts matching “<img src=x>”');
  });
});
