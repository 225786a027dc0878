import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { site } from '@/config/site';
import { cartActions, lineName, shopCouponData } from '@/features/cart';
import { cartStore } from '@/features/cart/cart-store';
import { findProduct, products, quickAddChoice, SHOP_PAGE_SIZE, soldOutEverywhere, upToPercent } from '@/features/catalogue';
import { paysFor } from '@/features/catalogue/pays';
import { preloadNewsletter } from '@/features/content';
import { formatPrice } from '@/lib/money';
import { cartLink, notifications, RoutedShell } from '@/test/page-shell';
import { createLocationProbe } from '@/test/router';
import { resetStores } from '@/test/stores';
import { ShopRoute, shopDescription } from './shop';

// The newsletter at the page's foot comes once the page is ready (a later part): here, as when prerendered, at once.
beforeAll(preloadNewsletter);
beforeEach(resetStores);
afterEach(resetStores);

function renderShop(url = paths.shop(), extra?: ReactNode) {
  const { seen, LocationProbe } = createLocationProbe();
  render(
    <RoutedShell
      url={url}
      routes={[
        {
          path: routePatterns.shop,
          element: (
            <>
              <ShopRoute />
              {extra}
            </>
          ),
        },
      ]}
      probe={LocationProbe}
    />,
  );
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

/** The live count above the grid: the status that names what the shop shows. */
function countText(): string {
  const status = screen.getAllByRole('status').find((element) => /T-shirt/.test(element.textContent ?? ''));
  return status?.textContent ?? '';
}

/**
 * The filters are a `dialog` shown by the stylesheet on a wide screen and as a popover sheet on a
 * phone; jsdom has neither, so its closed dialog is hidden: shown here as a wide screen shows it.
 */
function showFilterPanel() {
  document.getElementById('shop-filters')?.setAttribute('open', '');
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Search products' });
}
function sortSelect() {
  return screen.getByRole('combobox', { name: 'Sort by' });
}
function ratingSelect() {
  return screen.getByRole('combobox', { name: 'Minimum rating' });
}

/** The shop's own order: the catalogue's, with the tees sold out in every size last (PRODUCT.md §3). */
const shopOrder = [...products.filter((product) => !soldOutEverywhere(product)), ...products.filter(soldOutEverywhere)];
const allTitles = shopOrder.map((product) => product.title);
/** What the grid shows at first: the first twelve of an order (the rest come with "Show more"). */
const firstPage = (titles: readonly string[]) => titles.slice(0, SHOP_PAGE_SIZE);
/** The price after offers, sold-out tees last, as the shop's price sorts order them. */
const byPays = (direction: 1 | -1) =>
  [...shopOrder].sort((a, b) => Number(soldOutEverywhere(a)) - Number(soldOutEverywhere(b)) || direction * (paysFor(a) - paysFor(b))).map((product) => product.title);

describe('shopDescription', () => {
  it('counts the range, and says one tee as one', () => {
    expect(shopDescription(16)).toMatch(new RegExp(`^Shop all 16 ${site.name} T-shirts: `));
    expect(shopDescription(2)).toMatch(new RegExp(`^Shop all 2 ${site.name} T-shirts: `));
    expect(shopDescription(1)).toMatch(new RegExp(`^Shop our ${site.name} T-shirt: search by name`));
  });
});

describe('ShopRoute', () => {
  it('shows the first twelve products in catalogue order, the count of all sixteen, and "Show more" as a link to the next page', () => {
    renderShop();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('#stayhome');
    expect(gridTitles()).toEqual(firstPage(allTitles));
    expect(countText()).toBe('All 16 T-shirts');
    expect(screen.getByText('Showing 12 of 16 tees')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/shop?page=2#from-13');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the coupon its "Save more with coupons" promises: the shop\'s first, by its code and worth', () => {
    renderShop();
    const band = screen.getByRole('heading', { level: 1 }).closest('header')!;
    const coupon = shopCouponData[0]!;
    expect(band).toHaveTextContent(`Save more with coupons & up to ${upToPercent}% off!`);
    expect(band).toHaveTextContent(`Use code ${coupon.code} in your cart: ${coupon.wording}`);
    expect(within(band).getByText(coupon.code).tagName).toBe('STRONG');
  });

  it('puts its controls in one search form: box, Search button, Sort by and Minimum rating', () => {
    renderShop();
    const form = screen.getByRole('search');
    expect(within(form).getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
    expect(within(form).getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('0');
  });

  it('renders each card as a list item with the title link, rating, price and add button (or "Sold out")', async () => {
    // The second page shows all sixteen (once the range has come: the first page is the build's): every card is checked.
    renderShop(paths.shop({ page: '2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(16));
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    cards.forEach((card, index) => {
      const product = shopOrder[index];
      if (!product) throw new Error('unreachable');
      expect(within(card).getByRole('link', { name: product.title })).toHaveAttribute('href', paths.product(product.id));
      // The rating is the mean of its reviews, with their count; a tee with none is not rated (PRODUCT.md §2a).
      if (product.reviewCount === 0) {
        expect(card).toHaveTextContent('No reviews yet');
        expect(within(card).queryByRole('img', { name: /^Rated / })).toBeNull();
      } else {
        const rating = product.rating.toFixed(1).replace(/\.0$/, '');
        expect(within(card).getByRole('img', { name: `Rated ${rating} out of 5` })).toBeInTheDocument();
        // "4.6 (5)" seen, "5 reviews" read out (the card's compact count).
        expect(card).toHaveTextContent(`${product.rating.toFixed(1)}(${product.reviewCount})${product.reviewCount} review${product.reviewCount === 1 ? '' : 's'}`);
      }
      expect(within(card).getByRole('img', { name: product.images[0].alt })).toBeInTheDocument();
      // The price the shopper pays for one tee, and the price before the offer or the MRP struck when they differ.
      expect(card.querySelector('.price')).toHaveTextContent(formatPrice(paysFor(product)));
      if (paysFor(product) < Math.max(product.price, product.mrp ?? 0)) {
        expect(card.querySelector('s')).toHaveTextContent(formatPrice(Math.max(product.price, product.mrp ?? 0)));
      } else expect(card.querySelector('s')).toBeNull();
      expect(card).toHaveTextContent('₹');
      expect(card).toHaveTextContent(product.brand);
      // Its colours' swatches when more than one, read out with their names; a tee with nothing left says so and has no add button.
      const swatches = within(card).queryByRole('img', { name: /^\d+ colours: / });
      if (product.colours.length > 1) {
        const names = product.colours.map((colour) => colour.name);
        expect(swatches).toHaveAccessibleName(`${names.length} colours: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
      }
      else expect(swatches).toBeNull();
      if (soldOutEverywhere(product)) {
        expect(within(card).getByText('Sold out')).toBeInTheDocument();
        expect(within(card).queryByRole('button', { name: `Add ${product.title} to cart` })).not.toBeInTheDocument();
      } else {
        expect(within(card).queryByText('Sold out')).not.toBeInTheDocument();
        expect(within(card).getByRole('button', { name: `Add ${product.title} to cart` })).toBeInTheDocument();
      }
    });
  });

  it('adds one of the first colour in size Large (or the nearest in stock) from a card, announces it and counts it in the cart link', async () => {
    // What a card adds (product.test.ts checks the choice: Large, or the nearest size in stock).
    const ikat = quickAddChoice(findProduct(10)!)!;
    const kite = quickAddChoice(findProduct(3)!)!;
    const ikatName = lineName('Ikat Weave Tee', ikat.colour.name, ikat.size);
    const { user } = renderShop();
    // Both stay in the page; their text and name change.
    const notices = notifications();
    const cart = cartLink();
    expect(cart).toHaveAccessibleName('Cart, 0 items');
    expect(notices).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }));
    expect(notices).toHaveTextContent(`Added 1 × ${ikatName} to your cart. View cart`);
    expect(notices.textContent).toMatch(/^Added 1 × Ikat Weave Tee \(.+, .+\) to your cart\. View cart/);
    expect(within(notices).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', paths.cart());
    expect(cart).toHaveAccessibleName('Cart, 1 item');
    expect(cartStore.getState().lines).toEqual([{ productId: 10, colour: ikat.colour.id, size: ikat.size, quantity: 1 }]);

    // The same colour and size again raises the line; the new notice replaces the old one.
    await user.click(screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }));
    expect(notices).toHaveTextContent(`Added 1 × ${ikatName} to your cart. You have 2 in this size. View cart`);
    expect(within(notices).getAllByRole('link', { name: 'View cart' })).toHaveLength(1);
    expect(cart).toHaveAccessibleName('Cart, 2 items');

    // Another product gets its own notice.
    await user.click(screen.getByRole('button', { name: 'Add Kite Festival Graphic Tee to cart' }));
    expect(notices).toHaveTextContent(`Added 1 × ${lineName('Kite Festival Graphic Tee', kite.colour.name, kite.size)} to your cart.`);
    expect(notices).toHaveTextContent('You have 2 in this size.');
    expect(cart).toHaveAccessibleName('Cart, 3 items');
  });

  it('sends a card’s add, before the app runs, to the cart page with the colour and size it adds', () => {
    const ikat = quickAddChoice(findProduct(10)!)!;
    renderShop();
    const form = screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }).closest('form')!;
    expect(form).toHaveAttribute('action', paths.cart());
    expect(Object.fromEntries(new FormData(form))).toEqual({ add: '10', colour: ikat.colour.id, size: ikat.size, qty: '1' });
  });

  it('says so, and adds nothing, when a card adds to a size that already has 10', async () => {
    const ikat = quickAddChoice(findProduct(10)!)!;
    cartActions.add({ productId: 10, colour: ikat.colour.id, size: ikat.size }, 10);
    const { user } = renderShop();
    const cart = cartLink();
    expect(cart).toHaveAccessibleName('Cart, 10 items');
    await user.click(screen.getByRole('button', { name: 'Add Ikat Weave Tee to cart' }));
    expect(notifications()).toHaveTextContent(`You already have 10 of ${lineName('Ikat Weave Tee', ikat.colour.name, ikat.size)}, the most per size.`);
    expect(notifications()).not.toHaveTextContent('Added');
    expect(cart).toHaveAccessibleName('Cart, 10 items');
  });

  it('does not change the grid while typing; Search applies the query and puts it in the URL', async () => {
    const { user, seen } = renderShop();
    await user.type(searchBox(), 'kite');
    expect(gridTitles()).toEqual(firstPage(allTitles));
    expect(countText()).toBe('All 16 T-shirts');
    expect(seen.current?.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The first search of the visit may wait for the descriptions' words (their own chunk), as the shopper does.
    await waitFor(() => expect(gridTitles()).toEqual(['Kite Festival Graphic Tee']));
    expect(countText()).toBe('1 of 16 T-shirts matching “kite”');
    expect(seen.current?.search).toBe('?q=kite');
    expect(searchBox()).toHaveValue('kite');
  });

  it('applies the search on Enter, case-insensitive and trimmed', async () => {
    const { user, seen } = renderShop();
    await user.type(searchBox(), '  NEW ARRIVALS {Enter}');
    expect(gridTitles()).toEqual(shopOrder.filter((product) => product.id >= 9).map((product) => product.title));
    expect(countText()).toBe('8 of 16 T-shirts matching “NEW ARRIVALS”');
    expect(new URLSearchParams(seen.current?.search).get('q')).toBe('NEW ARRIVALS');
  });

  it('writes an address the browser sent itself as the shop writes it, in place: trimmed, without defaults or unknown values', async () => {
    // A search sent with Enter before the app ran, plus a tracking parameter and a colour the range does not have.
    const { seen } = renderShop('/shop?q=++NEW+ARRIVALS+&sort=none&rating=0&colour=ultraviolet&utm_source=chat&page=2#from-13');
    await waitFor(() => expect(seen.current?.search).toBe('?q=NEW+ARRIVALS&page=2'));
    await waitFor(() => expect(countText()).toBe('8 of 16 T-shirts matching “NEW ARRIVALS”'));
  });

  it('applies sort and minimum rating at once', async () => {
    const { user, seen } = renderShop();
    await user.selectOptions(sortSelect(), 'Price: low to high');
    expect(gridTitles()).toEqual(firstPage(byPays(1)));
    expect(countText()).toBe('16 of 16 T-shirts');
    expect(seen.current?.search).toBe('?sort=price-asc');

    await user.selectOptions(ratingSelect(), '5');
    expect(gridTitles()).toEqual(['Kite Festival Graphic Tee', 'Peacock Feather Tee']);
    expect(countText()).toBe('2 of 16 T-shirts rated 5');
    expect(seen.current?.search).toBe('?sort=price-asc&rating=5');

    await user.selectOptions(sortSelect(), 'Price: high to low');
    expect(gridTitles()).toEqual(['Peacock Feather Tee', 'Kite Festival Graphic Tee']);
    expect(seen.current?.search).toBe('?sort=price-desc&rating=5');
  });

  it('sends what is typed in the box along with a sort or rating chosen before Search', async () => {
    const { user, seen } = renderShop();
    await user.type(searchBox(), 'indigo');
    await user.selectOptions(sortSelect(), 'Price: high to low');
    expect(seen.current?.search).toBe('?q=indigo&sort=price-desc');
    expect(countText()).toMatch(/^\d+ of 16 T-shirts matching “indigo”$/);
    expect(searchBox()).toHaveValue('indigo');
  });

  it('combines search, sort and rating', async () => {
    const { user } = renderShop();
    await user.selectOptions(ratingSelect(), '4 and above');
    await user.type(searchBox(), 'featured{Enter}');
    await user.selectOptions(sortSelect(), 'Price: low to high');
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
    fireEvent.change(searchBox(), { target: { value: 'cotton' } });
    // One act: the page does not re-render between these, as when a quick visitor beats the
    // router's transition.
    act(() => {
      screen.getByRole('button', { name: 'Search' }).click();
      fireEvent.change(ratingSelect(), { target: { value: '4' } });
      fireEvent.change(sortSelect(), { target: { value: 'price-desc' } });
    });
    expect(seen.current?.search).toBe('?q=cotton&sort=price-desc&rating=4');
    expect(countText()).toMatch(/matching “cotton”, rated 4 and above/);
    expect(searchBox()).toHaveValue('cotton');
    expect(sortSelect()).toHaveValue('price-desc');
    expect(ratingSelect()).toHaveValue('4');
  });

  it('follows a URL change it did not make (back, forward or a link) and builds on it', async () => {
    const { user, seen } = renderShop(
      paths.shop({ q: 'kite' }),
      <Link to={paths.shop({ sort: 'price-asc' })}>Cheapest first</Link>,
    );
    expect(searchBox()).toHaveValue('kite');
    await user.selectOptions(ratingSelect(), '4 and above');
    expect(seen.current?.search).toBe('?q=kite&rating=4');

    await user.click(screen.getByRole('link', { name: 'Cheapest first' }));
    expect(seen.current?.search).toBe('?sort=price-asc');
    expect(searchBox()).toHaveValue('');
    expect(sortSelect()).toHaveValue('price-asc');
    expect(ratingSelect()).toHaveValue('0');
    expect(countText()).toBe('16 of 16 T-shirts');

    await user.selectOptions(ratingSelect(), '3 and above');
    expect(seen.current?.search).toBe('?sort=price-asc&rating=3');
  });

  it('says when nothing matches, once, with the one "Clear filters" button', async () => {
    const { user, seen } = renderShop();
    await user.type(searchBox(), 'tuxedo{Enter}');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No T-shirts match' })).toBeInTheDocument();
    expect(countText()).toBe('0 of 16 T-shirts matching “tuxedo”');
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(gridTitles()).toEqual(firstPage(allTitles));
    expect(countText()).toBe('All 16 T-shirts');
    expect(seen.current?.search).toBe('');
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('offers "Clear filters" whenever a filter is applied: a GET form to /shop, so it works before the app too', async () => {
    const { user, seen } = renderShop(paths.shop({ sort: 'price-desc', rating: '3' }));
    const button = screen.getByRole('button', { name: 'Clear filters' });
    expect(button.closest('form')).toHaveAttribute('action', paths.shop());
    expect(button.closest('form')).toHaveAttribute('method', 'get');
    await user.click(button);
    expect(seen.current?.search).toBe('');
    expect(gridTitles()).toEqual(firstPage(allTitles));
    expect(sortSelect()).toHaveValue('none');
    expect(ratingSelect()).toHaveValue('0');
  });

  it('filters by size, colour, price, offer and stock at a tick, each chosen value a "Remove filter" button', async () => {
    const { user, seen } = renderShop();
    showFilterPanel();
    const sizes = screen.getByRole('group', { name: 'Size' });
    await user.click(within(sizes).getByRole('checkbox', { name: 'Medium' }));
    expect(seen.current?.search).toBe('?size=Medium');
    await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('checkbox', { name: 'Navy' }));
    expect(seen.current?.search).toBe('?size=Medium&colour=navy');
    const navyInMedium = shopOrder.filter((p) => p.colours.some((c) => c.id === 'navy') && p.colours.some((c) => !c.soldOut.includes('Medium')));
    expect(gridTitles()).toEqual(navyInMedium.map((p) => p.title));
    expect(countText()).toBe(`${navyInMedium.length} of 16 T-shirts in Medium, Navy`);
    expect(screen.getByRole('button', { name: 'Filters · 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'On offer' }));
    expect(seen.current?.search).toBe('?size=Medium&colour=navy&offer=1');
    await user.click(screen.getByRole('button', { name: 'Remove filter Navy' }));
    expect(seen.current?.search).toBe('?size=Medium&offer=1');
    expect(within(screen.getByRole('group', { name: 'Colour' })).getByRole('checkbox', { name: 'Navy' })).not.toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'Medium' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(seen.current?.search).toBe('');
    expect(within(sizes).getByRole('checkbox', { name: 'Medium' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'On offer' })).not.toBeChecked();
  });

  it('says how many each option would give, and disables, never hides, one that gives none', () => {
    renderShop(paths.shop({ q: 'kite' }));
    showFilterPanel();
    const price = screen.getByRole('group', { name: 'Price' });
    // The Kite Festival Graphic Tee is ₹649: only its band gives anything.
    expect(within(price).getByRole('checkbox', { name: '₹500 – ₹999' })).toBeEnabled();
    expect(within(price).getByRole('checkbox', { name: '₹500 – ₹999' })).toHaveAccessibleDescription('1');
    expect(within(price).getByRole('checkbox', { name: 'Under ₹500' })).toBeDisabled();
    expect(within(price).getByRole('checkbox', { name: 'Under ₹500' })).toHaveAccessibleDescription('0');
    expect(within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('checkbox')).toHaveLength(19);
  });

  it('reads filters from the URL, ignoring values it does not know', () => {
    renderShop('/shop?size=XL&size=Huge&colour=indigo&colour=purple&price=0-499&stock=1');
    showFilterPanel();
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('checkbox', { name: 'XL' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Colour' })).getByRole('checkbox', { name: 'Indigo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    // Indigo comes only as the Indigo Block-Print Tee (₹1,499), not under ₹500.
    expect(countText()).toBe('0 of 16 T-shirts in XL, Indigo, Under ₹500, in stock');
    expect(screen.getAllByRole('button', { name: /^Remove filter / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove filter XL',
      'Remove filter Indigo',
      'Remove filter Under ₹500',
      'Remove filter In stock only',
    ]);
  });

  it('reads the query, sort and rating from the URL', () => {
    renderShop(paths.shop({ q: 'kite', sort: 'price-desc', rating: '4' }));
    expect(searchBox()).toHaveValue('kite');
    expect(sortSelect()).toHaveValue('price-desc');
    expect(ratingSelect()).toHaveValue('4');
    expect(gridTitles()).toEqual(['Kite Festival Graphic Tee']);
    expect(countText()).toBe('1 of 16 T-shirts matching “kite”, rated 4 and above');
  });

  it('reads a sorted URL', () => {
    renderShop(paths.shop({ sort: 'price-desc' }));
    expect(gridTitles()).toEqual(firstPage(byPays(-1)));
  });

  it.each([
    '/shop?sort=bogus&rating=7',
    '/shop?rating=-1',
    '/shop?rating=abc',
    '/shop?rating=2.5',
    '/shop?q=%20%20&sort=&rating=',
  ])('ignores invalid URL values in %s', (url) => {
    renderShop(url);
    expect(gridTitles()).toEqual(firstPage(allTitles));
    expect(countText()).toBe('All 16 T-shirts');
    expect(sortSelect()).toHaveValue('none');
    expect(ratingSelect()).toHaveValue('0');
  });

  it('shows visitor text as text, never as HTML', async () => {
    const { user } = renderShop();
    await user.type(searchBox(), '<img src=x>{Enter}');
    expect(countText()).toBe('0 of 16 T-shirts matching “<img src=x>”');
  });
});

describe('ShopRoute’s pages', () => {
  it('"Show more" adds the next cards in place, keeps the address, moves focus to the first new card and says the new count', async () => {
    const { user, seen } = renderShop(paths.shop({ sort: 'price-asc' }));
    expect(gridTitles()).toEqual(firstPage(byPays(1)));
    await user.click(screen.getByRole('link', { name: 'Show more' }));
    expect(seen.current?.search).toBe('?sort=price-asc&page=2');
    expect(gridTitles()).toEqual(byPays(1));
    const firstNew = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')[SHOP_PAGE_SIZE]!;
    // A frame later, once the new cards are drawn.
    await waitFor(() => expect(within(firstNew).getByRole('link', { name: byPays(1)[SHOP_PAGE_SIZE] })).toHaveFocus());
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Showing all 16 tees');
    // Said once: the same words shown under the grid are hidden from screen readers while the status has them.
    const heard = screen.getAllByText('Showing all 16 tees').filter((element) => !element.closest('[aria-hidden="true"]'));
    expect(heard).toHaveLength(1);
    // Everything is shown: no more to ask for; the count still describes every match.
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
    expect(countText()).toBe('16 of 16 T-shirts');
  });

  it('opened from "Show more" tapped before the app ran (/shop?page=2#from-13), takes the shopper to the first new card and drops the fragment', async () => {
    const { seen } = renderShop(`${paths.shop({ page: '2' })}#from-13`);
    expect(gridTitles()).toEqual(allTitles);
    const firstNew = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')[SHOP_PAGE_SIZE]!;
    await waitFor(() => expect(within(firstNew).getByRole('link', { name: allTitles[SHOP_PAGE_SIZE] })).toHaveFocus());
    expect(seen.current?.search).toBe('?page=2');
    expect(seen.current?.hash).toBe('');
  });

  it('starts again at the first page when the search, sort or a filter changes', async () => {
    const { user, seen } = renderShop(paths.shop({ page: '2' }));
    expect(gridTitles()).toEqual(allTitles);
    await user.selectOptions(sortSelect(), 'Price: high to low');
    expect(seen.current?.search).toBe('?sort=price-desc');
    expect(gridTitles()).toEqual(firstPage(byPays(-1)));
    expect(screen.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/shop?sort=price-desc&page=2#from-13');
  });

  it.each([
    ['/shop?page=abc', 12],
    ['/shop?page=0', 12],
    ['/shop?page=-3', 12],
    ['/shop?page=9999', 16],
    ['/shop?q=new%20arrivals&page=3', 8],
  ])('shows what exists for %s, never a blank grid', (url, count) => {
    renderShop(url);
    expect(gridTitles()).toHaveLength(count);
  });
});
