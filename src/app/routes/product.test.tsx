import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { site } from '@/config/site';
import { lineName, preloadBuyParts, type Size } from '@/features/cart';
import { cartStore } from '@/features/cart/cart-store';
import { allSizes, descriptionOf, findProduct, inStock, loadReviews, loadTeePage, preloadProductParts, products, quickAddChoice, type ProductColour } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import { plainText } from '@/lib/rich-text';
import { cartLink, notifications, RoutedShell } from '@/test/page-shell';
import { resetStores } from '@/test/stores';
import { sayEarlyAdds } from '../early-adds';
import { EARLY_ADDS_KEY } from '../pending-adds';
import { CartRoute } from './cart';
import { ProductRoute } from './product';
import type * as Catalogue from '@/features/catalogue';

/**
 * Tees made for these tests, beside the sample catalogue (whose colours and sold-out sizes change
 * with the owner's data): 9001 in one colour with Large sold out; 9002 in Chalk (XXL sold out),
 * Indigo Blue (Small and Large sold out) and Ember (every size sold out); 9003 with nothing left.
 */
vi.mock('@/features/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>();
  const base = actual.findProduct(7)!;
  const colour = (name: string, soldOut: readonly Size[]): ProductColour => {
    const id = actual.colourId(name);
    return {
      id,
      name,
      swatch: '#2e3a6e',
      soldOut,
      photos: [
        { name: `${id}-front`, alt: 'front view' },
        { name: `${id}-back`, alt: 'back view' },
        { name: `${id}-detail`, alt: 'close-up of the print and fabric' },
        { name: `${id}-folded`, alt: 'folded flat' },
      ],
    };
  };
  const tee = (id: number, title: string, colours: [ProductColour, ...ProductColour[]]) => {
    const entry = { ...base, id, title, colours };
    return { ...entry, images: actual.colourImages(entry, colours[0]) };
  };
  const fixtures = [
    tee(9001, 'Solo Test Tee', [colour('Chalk', ['Large'])]),
    tee(9002, 'Trio Test Tee', [colour('Chalk', ['XXL']), colour('Indigo Blue', ['Small', 'Large']), colour('Ember', actual.allSizes)]),
    tee(9003, 'Gone Test Tee', [colour('Chalk', actual.allSizes), colour('Ember', actual.allSizes)]),
  ];
  const fixture = (id: string | number | undefined) => fixtures.find((each) => String(each.id) === String(id));
  // Its page beside Thar's neighbours (each page's tee comes with those beside it: tee-modules.ts).
  const pageOf = (id: number) => {
    const found = fixture(id);
    return found && { tee: found, related: actual.loadedTeePage(7)?.related ?? [] };
  };
  return {
    ...actual,
    findProduct: (id: string | number | undefined) => fixture(id) ?? actual.findProduct(id),
    productIdFrom: (id: string | number | undefined) => fixture(id)?.id ?? actual.productIdFrom(id),
    loadedTeePage: (id: number) => pageOf(id) ?? actual.loadedTeePage(id),
    loadTeePage: (id: number) => (pageOf(id) ? Promise.resolve(pageOf(id)) : actual.loadTeePage(id)),
  };
});

const SOLO = 9001;
const TRIO = 9002;
const GONE = 9003;

/** What the quantity box says, word for word. */
const messages = {
  empty: 'Enter a quantity from 1 to 10.',
  notWhole: 'Quantity must be a whole number from 1 to 10.',
  tooMany: 'You can order up to 10 of each size, so the quantity is 10.',
  tooFew: 'The smallest quantity is 1. To take it out of your cart, use Remove.',
};

beforeEach(resetStores);
afterEach(resetStores);

/** The address and how the router last got there (a replace keeps Back for the page before). */
const seen: { search: string; navigation: string } = { search: '', navigation: '' };
function AddressProbe() {
  const { search } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    seen.search = search;
    seen.navigation = navigation;
  }, [search, navigation]);
  return null;
}

/** Opens a product page (at `search`, e.g. "?colour=chalk&size=XL"); its "View cart" link leads to the real cart page. */
// A product's reviews, text, size chart and sold-out notice arrive in chunks of their own once the
// page is ready (src/lib/later-part.test.tsx, product-reviews.test.tsx and e2e/reviews.spec.ts see
// them arrive); here they are loaded first, as the prerenderer does, so each page renders whole.
// Each tee's page (the tee and those beside it) is loaded with the page's code, as the browser does.
beforeAll(() =>
  Promise.all([...products.flatMap((product) => [loadReviews(product.id), loadTeePage(product.id)]), preloadProductParts(), preloadBuyParts()]),
);

function renderProduct(id: number | string, search = '') {
  render(
    <RoutedShell
      url={paths.product(id) + search}
      routes={[
        { path: routePatterns.product, element: <ProductRoute /> },
        { path: routePatterns.cart, element: <CartRoute /> },
      ]}
      probe={AddressProbe}
    />,
  );
  return userEvent.setup();
}

function product(id: number) {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

const thar = product(7);
/** Thar's colour: its first, the one its page shows (read from the catalogue, which may gain colours). */
const tharColour = thar.colours[0];
/** How the page and the cart name a line of Thar: "Thar Sunset Oversized Tee (Rust, XL)". */
const tharLine = (size: Size) => lineName(thar.title, tharColour.name, size);
/** Thar's sizes in stock, in order. */
const tharSizes = allSizes.filter((size) => inStock(tharColour, size));

function sizeGroup() {
  return screen.getByRole('radiogroup', { name: 'Size' });
}
/** A size's radio by its name: "XL", or "Large, sold out". */
function sizeRadio(name: string) {
  return within(sizeGroup()).getByRole('radio', { name });
}
function sizeRadios(): HTMLInputElement[] {
  return within(sizeGroup()).getAllByRole('radio');
}
function colourGroup() {
  return screen.getByRole('radiogroup', { name: 'Colour' });
}
function colourRadio(name: string) {
  return within(colourGroup()).getByRole('radio', { name });
}
function quantityInput() {
  return screen.getByRole('spinbutton', { name: 'Quantity' });
}
function addButton() {
  return screen.getByRole('button', { name: 'Add to Cart' });
}
function theForm(): HTMLElement {
  const form = addButton().closest('form');
  if (!form) throw new Error('no form');
  return form;
}
/** The add-to-cart confirmation (a live region inside the form). */
function confirmation(): string {
  return within(theForm()).getByRole('status').textContent ?? '';
}
/** The gallery's large image: the one image in the details inside the "Zoom image" button. */
function largeImage(): HTMLElement {
  const details = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
  const image = within(details)
    .getAllByRole('img')
    .find((img) => img.tagName === 'IMG' && img.closest('button')?.getAttribute('aria-label') === 'Zoom image');
  if (!image) throw new Error('no large image');
  return image;
}

async function addToCart(user: ReturnType<typeof userEvent.setup>, size: string, quantity: string) {
  await user.click(sizeRadio(size));
  await user.clear(quantityInput());
  await user.type(quantityInput(), quantity);
  await user.click(addButton());
}

/** Follows the confirmation's "View cart" link and reads the product of each of the cart's rows. */
async function viewCart(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(within(theForm()).getByRole('link', { name: 'View cart' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent ?? '');
}

describe('ProductRoute', () => {
  it('shows the product: h1 title, brand, price, rating, description, gallery', () => {
    renderProduct(7);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thar.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const details = screen.getByRole('region', { name: thar.title });
    expect(details).toHaveTextContent(thar.brand);
    expect(details).toHaveTextContent(formatPrice(thar.price));
    expect(details).toHaveTextContent(plainText(descriptionOf(thar.id)));
    expect(within(details).getByRole('img', { name: 'Rated 2.9 out of 5' })).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);
    expect(largeImage()).toHaveAccessibleName(thar.images[0].alt);
    expect(within(details).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', paths.shop());
    expect(document.title).toBe(`${thar.title} — ${site.name}`);
  });

  it('shows the reviews, newest first, with the rating they give and its count; a tee with none says "No reviews yet"', () => {
    renderProduct(7);
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent(`2.9 out of 5 · ${thar.reviewCount} reviews`);
    const items = within(reviews).getAllByRole('article');
    expect(items).toHaveLength(thar.reviewCount);
    expect(items[0]).toHaveTextContent(/^Yash, Jodhpur · 5 November 2026 · Sample review/);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    // The headline's count is compact, "(7)", and read out as "7 reviews".
    expect(screen.getByRole('region', { name: thar.title })).toHaveTextContent('2.9(7)7 reviews');
    cleanup();
    renderProduct(15);
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent(/^ReviewsNo reviews yet$/);
    const details = screen.getByRole('region', { name: product(15).title });
    expect(details).toHaveTextContent('No reviews yet');
    expect(within(details).queryByRole('img', { name: /^Rated / })).toBeNull();
  });

  it('offers the sizes Small, Medium, Large, XL, XXL as a radio group, none chosen, and quantity 1', () => {
    renderProduct(7);
    const radios = sizeRadios();
    expect(radios).toHaveLength(5);
    radios.forEach((radio, index) => {
      const size = allSizes[index]!;
      expect(radio).toHaveAccessibleName(inStock(tharColour, size) ? size : `${size}, sold out`);
      expect(radio).not.toBeChecked();
    });
    expect(allSizes).toEqual(['Small', 'Medium', 'Large', 'XL', 'XXL']);
    expect(quantityInput()).toHaveValue(1);
  });

  it('offers no colour choice for a tee in one colour, and strikes out a size sold out in it', () => {
    renderProduct(SOLO);
    expect(screen.queryByRole('radiogroup', { name: 'Colour' })).not.toBeInTheDocument();
    expect(sizeRadios().map((radio) => radio.disabled)).toEqual([false, false, true, false, false]);
    expect(sizeRadio('Large, sold out')).toBeDisabled();
    expect(within(sizeGroup()).queryByRole('radio', { name: 'Large' })).not.toBeInTheDocument();
    for (const size of ['Small', 'Medium', 'XL', 'XXL']) expect(sizeRadio(size)).toBeEnabled();
    // The form still sends its one colour.
    expect(Object.fromEntries(new FormData(theForm() as HTMLFormElement))).toMatchObject({ add: String(SOLO), colour: 'chalk' });
  });

  it('asks for a size next to the sizes and adds nothing when none is chosen', async () => {
    const user = renderProduct(7);
    await user.click(addButton());
    expect(sizeGroup()).toHaveAccessibleDescription('Please select a size.');
    expect(sizeGroup()).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first size that can be chosen.
    expect(sizeRadio(tharSizes[0]!)).toHaveFocus();
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    // Choosing a size clears the message.
    await user.click(sizeRadio('XL'));
    expect(sizeGroup()).not.toHaveAccessibleDescription('Please select a size.');
    expect(sizeGroup()).not.toHaveAttribute('aria-invalid');
  });

  it('moves focus past a sold-out first size when it asks for one', async () => {
    const user = renderProduct(TRIO, '?colour=indigo-blue');
    await user.click(addButton());
    expect(sizeGroup()).toHaveAccessibleDescription('Please select a size.');
    expect(sizeRadio('Medium')).toHaveFocus();
  });

  it('adds the chosen size and quantity, confirms it on the page, and the cart shows that line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'XL', '3');
    expect(confirmation()).toBe(`Added 3 × ${tharLine('XL')} to your cart. View cart`);
    expect(confirmation()).toMatch(/^Added 3 × Thar Sunset Oversized Tee \(.+, XL\) to your cart\. View cart$/);
    expect(within(theForm()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', paths.cart());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thar.title);
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');
    expect(cartStore.getState().lines).toEqual([{ productId: 7, colour: tharColour.id, size: 'XL', quantity: 3 }]);

    expect(await viewCart(user)).toEqual([thar.title]);
    expect(screen.getByRole('spinbutton', { name: `Quantity for ${tharLine('XL')}` })).toHaveValue(3);
    expect(screen.getByText('3 items, shipping free.')).toBeInTheDocument();
  });

  it('says how many of that size the cart now has when an add raises a line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Large', '1');
    await user.click(addButton());
    expect(confirmation()).toBe(`Added 1 × ${tharLine('Large')} to your cart. You have 2 in this size. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 2 items');
  });

  it('merges a second add into the same line and caps it at 10', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Small', '8');
    expect(confirmation()).toBe(`Added 8 × ${tharLine('Small')} to your cart. View cart`);
    await user.click(addButton());
    expect(confirmation()).toBe(`Added 2 × ${tharLine('Small')} to your cart. You now have 10, the most per size. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 10 items');
    await user.click(addButton());
    expect(confirmation()).toBe(`You already have 10 of ${tharLine('Small')}, the most per size. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 10 items');

    expect(await viewCart(user)).toEqual([thar.title]);
    expect(screen.getByRole('spinbutton', { name: `Quantity for ${tharLine('Small')}` })).toHaveValue(10);
  });

  it('keeps sizes apart: another size is another line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Small', '2');
    await addToCart(user, 'XXL', '1');
    expect(confirmation()).toBe(`Added 1 × ${tharLine('XXL')} to your cart. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');
    expect(await viewCart(user)).toEqual([thar.title, thar.title]);
    expect(screen.getByRole('spinbutton', { name: `Quantity for ${tharLine('Small')}` })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: `Quantity for ${tharLine('XXL')}` })).toHaveValue(1);
  });

  it.each([
    ['0', messages.tooFew, 1],
    ['11', messages.tooMany, 10],
  ])('brings quantity %s within range with a message, adding nothing until confirmed', async (typed, message, clamped) => {
    const user = renderProduct(7);
    await addToCart(user, 'Large', typed);
    expect(quantityInput()).toHaveAccessibleDescription(message);
    expect(quantityInput()).toHaveValue(clamped);
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    // Pressing again adds the clamped quantity.
    await user.click(addButton());
    expect(confirmation()).toBe(`Added ${clamped} × ${tharLine('Large')} to your cart. View cart`);
    expect(cartLink()).toHaveAccessibleName(`Cart, ${clamped} ${clamped === 1 ? 'item' : 'items'}`);
  });

  it('refuses quantity 2.5 with a message and adds nothing', async () => {
    const user = renderProduct(7);
    await user.click(sizeRadio('Large'));
    fireEvent.change(quantityInput(), { target: { value: '2.5' } });
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(messages.notWhole);
    expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
    expect(quantityInput()).toHaveFocus();
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
  });

  it('refuses an empty quantity with a message and adds nothing', async () => {
    const user = renderProduct(7);
    await user.click(sizeRadio('Large'));
    await user.clear(quantityInput());
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(messages.empty);
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
  });

  it('refuses letters (the browser reports bad input) with a message and adds nothing', async () => {
    const user = renderProduct(7);
    await user.click(sizeRadio('Large'));
    const input = quantityInput();
    // A real browser empties the value and sets validity.badInput for "abc" in a number input.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: 'abc' } });
    await user.click(addButton());
    expect(input).toHaveAccessibleDescription(messages.notWhole);
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
  });

  it('shows four related products of the same collection, not the current one', () => {
    renderProduct(7);
    const related = screen.getByRole('list', { name: 'Related products' });
    const cards = within(related).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const shown = cards.map((card) => {
      const title = within(card).getByRole('heading').textContent;
      const found = products.find((p) => p.title === title);
      if (!found) throw new Error(`unknown product ${title}`);
      expect(within(card).getByRole('link', { name: found.title })).toHaveAttribute('href', paths.product(found.id));
      // A card adds to the cart unless its tee has nothing left.
      if (quickAddChoice(found)) expect(within(card).getByRole('button', { name: `Add ${found.title} to cart` })).toBeInTheDocument();
      else expect(within(card).queryByRole('button', { name: `Add ${found.title} to cart` })).not.toBeInTheDocument();
      return found;
    });
    expect(new Set(shown.map((p) => p.id)).size).toBe(4);
    const [collection] = thar.collections;
    expect(collection).toBe('featured');
    for (const p of shown) {
      expect(p.id).not.toBe(thar.id);
      expect(p.collections).toContain(collection);
    }
  });

  it('shows related New Arrivals for a New Arrivals product', () => {
    renderProduct(12);
    const cards = within(screen.getByRole('list', { name: 'Related products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const title = within(card).getByRole('heading').textContent;
      const shown = products.find((p) => p.title === title);
      expect(shown?.collections).toContain('new-arrivals');
      expect(shown?.id).not.toBe(12);
    }
  });

  it('adds a related product in its first colour and size Large (or the nearest in stock) from its card and announces it', async () => {
    const user = renderProduct(7);
    const cards = within(screen.getByRole('list', { name: 'Related products' })).getAllByRole('listitem');
    const card = cards.find((item) => within(item).queryByRole('button', { name: /^Add .+ to cart$/ }));
    if (!card) throw new Error('no related product can be added');
    const title = within(card).getByRole('heading').textContent ?? '';
    const choice = quickAddChoice(products.find((p) => p.title === title)!)!;
    await user.click(within(card).getByRole('button', { name: `Add ${title} to cart` }));
    expect(notifications()).toHaveTextContent(`Added 1 × ${lineName(title, choice.colour.name, choice.size)} to your cart. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    // The page's own form is left as it was.
    expect(confirmation()).toBe('');
  });

  it('says an Add to Cart the early script made before the app was ready in its own status, a quick add in a notice', () => {
    renderProduct(7);
    const made = (from?: 'form') => ({ page: 1, productId: 7, colour: tharColour.id, size: 'XL', kind: 'added', added: 2, quantity: 2, ...(from ? { from } : {}) });
    sessionStorage.setItem(EARLY_ADDS_KEY, JSON.stringify([made('form')]));
    act(() => sayEarlyAdds(sessionStorage, 1));
    expect(confirmation()).toBe(`Added 2 × ${tharLine('XL')} to your cart. View cart`);
    expect(notifications()).toHaveTextContent('');

    sessionStorage.setItem(EARLY_ADDS_KEY, JSON.stringify([made()]));
    act(() => sayEarlyAdds(sessionStorage, 1));
    expect(notifications()).toHaveTextContent(`Added 2 × ${tharLine('XL')} to your cart. View cart`);
  });

  it('leaves the early script’s Add to Cart to a notice once its form has left the page', () => {
    renderProduct(7);
    cleanup();
    renderProduct(SOLO);
    sessionStorage.setItem(EARLY_ADDS_KEY, JSON.stringify([{ page: 1, productId: 7, colour: tharColour.id, size: 'XL', kind: 'added', added: 1, quantity: 1, from: 'form' }]));
    act(() => sayEarlyAdds(sessionStorage, 1));
    expect(notifications()).toHaveTextContent(`Added 1 × ${tharLine('XL')} to your cart. View cart`);
    expect(confirmation()).toBe('');
  });

  it('opens a related product with its own, fresh form', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'XL', '2');
    const card = within(screen.getByRole('list', { name: 'Related products' })).getAllByRole('listitem')[0] as HTMLElement;
    const link = within(card).getByRole('link');
    const title = link.textContent ?? '';
    await user.click(link);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(seen.search).toBe('');
    for (const radio of sizeRadios()) expect(radio).not.toBeChecked();
    expect(quantityInput()).toHaveValue(1);
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 2 items');
  });

  it.each(['99', 'abc', '0', '7.5', '-1'])('shows "Product not found" for /sproduct/%s', (id) => {
    renderProduct(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', paths.shop());
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home());
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

describe('ProductRoute: the choice in the address', () => {
  it('puts the chosen colour and size in the address, replacing the entry', async () => {
    const user = renderProduct(7);
    expect(seen.search).toBe('');
    await user.click(sizeRadio('XL'));
    expect(sizeRadio('XL')).toBeChecked();
    expect(seen.search).toBe(`?colour=${tharColour.id}&size=XL`);
    expect(seen.navigation).toBe('REPLACE');
    await user.click(sizeRadio('Medium'));
    expect(seen.search).toBe(`?colour=${tharColour.id}&size=Medium`);
    expect(sizeRadio('XL')).not.toBeChecked();
  });

  it('opens with the colour and size the address asks for', () => {
    renderProduct(TRIO, '?colour=indigo-blue&size=XL');
    expect(colourRadio('Indigo Blue')).toBeChecked();
    expect(colourRadio('Chalk')).not.toBeChecked();
    expect(sizeRadio('XL')).toBeChecked();
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Indigo Blue, front view');
  });

  it('opens with the first colour for a colour the tee does not come in, keeping a size in stock', () => {
    renderProduct(TRIO, '?colour=tartan&size=Medium');
    expect(colourRadio('Chalk')).toBeChecked();
    expect(sizeRadio('Medium')).toBeChecked();
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Chalk, front view');
  });

  it('opens with no size for a size sold out in the colour, or one the shop does not sell', () => {
    renderProduct(TRIO, '?colour=indigo-blue&size=Large');
    expect(colourRadio('Indigo Blue')).toBeChecked();
    expect(sizeRadio('Large, sold out')).not.toBeChecked();
    for (const radio of sizeRadios()) expect(radio).not.toBeChecked();
  });

  it.each(['?size=M', '?size=xl', '?colour=chalk&size=Huge'])('opens %s with no size chosen', (search) => {
    renderProduct(SOLO, search);
    for (const radio of sizeRadios()) expect(radio).not.toBeChecked();
  });

  it('adds what the address chose without another click', async () => {
    const user = renderProduct(TRIO, '?colour=indigo-blue&size=XXL');
    await user.click(addButton());
    expect(confirmation()).toBe('Added 1 × Trio Test Tee (Indigo Blue, XXL) to your cart. View cart');
    expect(cartStore.getState().lines).toEqual([{ productId: TRIO, colour: 'indigo-blue', size: 'XXL', quantity: 1 }]);
  });
});

describe('ProductRoute: colours', () => {
  it('offers the colours as a radio group named "Colour", the first chosen and named beside it', () => {
    renderProduct(TRIO);
    const radios = within(colourGroup()).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    ['Chalk', 'Indigo Blue', 'Ember'].forEach((name, index) => expect(radios[index]).toHaveAccessibleName(name));
    expect(colourRadio('Chalk')).toBeChecked();
    expect(colourGroup().parentElement).toHaveTextContent(/^Colour\s*Chalk/); // named beside the group's name
    // The first colour's sold-out size.
    expect(sizeRadio('XXL, sold out')).toBeDisabled();
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Chalk, front view');
  });

  it('choosing a colour shows its photos and its sold-out sizes, and puts it in the address', async () => {
    const user = renderProduct(TRIO);
    await user.click(colourRadio('Indigo Blue'));
    expect(colourRadio('Indigo Blue')).toBeChecked();
    expect(seen.search).toBe('?colour=indigo-blue');
    expect(seen.navigation).toBe('REPLACE');
    expect(colourGroup().parentElement).toHaveTextContent(/^Colour\s*Indigo Blue/);
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Indigo Blue, front view');
    expect(largeImage().getAttribute('src')).toMatch(/\/indigo-blue-front-400\.webp$/);
    expect(screen.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute('aria-pressed', 'true');
    const names = ['Small, sold out', 'Medium', 'Large, sold out', 'XL', 'XXL'];
    sizeRadios().forEach((radio, index) => expect(radio).toHaveAccessibleName(names[index]));
    expect(sizeRadio('Small, sold out')).toBeDisabled();
    expect(sizeRadio('Large, sold out')).toBeDisabled();
    expect(sizeRadio('XXL')).toBeEnabled();
  });

  it('the gallery starts again at the first photo of a new colour', async () => {
    const user = renderProduct(TRIO);
    await user.click(screen.getByRole('button', { name: 'Show image 3 of 4' }));
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Chalk, close-up of the print and fabric');
    await user.click(colourRadio('Indigo Blue'));
    expect(largeImage()).toHaveAccessibleName('Trio Test Tee in Indigo Blue, front view');
  });

  it('a sold-out size cannot be chosen', async () => {
    const user = renderProduct(TRIO, '?colour=indigo-blue');
    await user.click(sizeRadio('Large, sold out'));
    expect(sizeRadio('Large, sold out')).not.toBeChecked();
    expect(seen.search).toBe('?colour=indigo-blue');
    await user.click(addButton());
    expect(sizeGroup()).toHaveAccessibleDescription('Please select a size.');
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('keeps the size when the new colour has it', async () => {
    const user = renderProduct(TRIO);
    await user.click(sizeRadio('XL'));
    await user.click(colourRadio('Indigo Blue'));
    expect(sizeRadio('XL')).toBeChecked();
    expect(seen.search).toBe('?colour=indigo-blue&size=XL');
    expect(sizeGroup()).not.toHaveAccessibleDescription();
  });

  it('lets the size go, and says so, when it is sold out in the new colour; Add to Cart then asks for one', async () => {
    const user = renderProduct(TRIO);
    await user.click(sizeRadio('Large'));
    expect(seen.search).toBe('?colour=chalk&size=Large');
    await user.click(colourRadio('Indigo Blue'));
    expect(sizeRadio('Large, sold out')).toBeDisabled();
    expect(sizeRadio('Large, sold out')).not.toBeChecked();
    expect(sizeGroup()).toHaveAccessibleDescription('Large is sold out in Indigo Blue. Please choose another size.');
    expect(seen.search).toBe('?colour=indigo-blue');
    await user.click(addButton());
    expect(sizeGroup()).toHaveAccessibleDescription('Please select a size.');
    expect(confirmation()).toBe('');
    expect(cartStore.getState().lines).toEqual([]);
    // Choosing a size in the new colour clears the message.
    await user.click(sizeRadio('Medium'));
    expect(sizeGroup()).not.toHaveAccessibleDescription();
  });

  it('a colour with nothing left shows every size sold out', async () => {
    const user = renderProduct(TRIO);
    await user.click(colourRadio('Ember'));
    for (const radio of sizeRadios()) expect(radio).toBeDisabled();
    sizeRadios().forEach((radio, index) => expect(radio).toHaveAccessibleName(`${allSizes[index]}, sold out`));
  });

  it('adds the chosen colour, names it in the confirmation and the cart, and keeps two colours of a size apart', async () => {
    const user = renderProduct(TRIO);
    await user.click(colourRadio('Indigo Blue'));
    await addToCart(user, 'XL', '2');
    expect(confirmation()).toBe('Added 2 × Trio Test Tee (Indigo Blue, XL) to your cart. View cart');
    await user.click(colourRadio('Chalk'));
    expect(confirmation()).toBe('');
    expect(sizeRadio('XL')).toBeChecked();
    // The quantity stays as typed; the same size in another colour is a new line, not "2 in this size".
    expect(quantityInput()).toHaveValue(2);
    await user.click(addButton());
    expect(confirmation()).toBe('Added 2 × Trio Test Tee (Chalk, XL) to your cart. View cart');
    expect(cartStore.getState().lines).toEqual([
      { productId: TRIO, colour: 'indigo-blue', size: 'XL', quantity: 2 },
      { productId: TRIO, colour: 'chalk', size: 'XL', quantity: 2 },
    ]);
    expect(cartLink()).toHaveAccessibleName('Cart, 4 items');
    expect(await viewCart(user)).toEqual(['Trio Test Tee', 'Trio Test Tee']);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Trio Test Tee (Indigo Blue, XL)' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Trio Test Tee (Chalk, XL)' })).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Remove Trio Test Tee (Indigo Blue, XL)' })).toBeInTheDocument();
  });

  it('sends the colour with the size when the form goes before the app runs', async () => {
    const user = renderProduct(TRIO);
    await user.click(colourRadio('Indigo Blue'));
    await user.click(sizeRadio('XXL'));
    expect(theForm()).toHaveAttribute('action', paths.cart());
    expect(Object.fromEntries(new FormData(theForm() as HTMLFormElement))).toEqual({ add: String(TRIO), colour: 'indigo-blue', size: 'XXL', qty: '1' });
  });

  it('for a tee with nothing left in any colour, shows its sizes sold out, "Sold out" for Add to Cart, and a WhatsApp note to be told', async () => {
    const user = renderProduct(GONE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gone Test Tee');
    expect(screen.getByText('Sold out', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();
    sizeRadios().forEach((radio, index) => {
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleName(`${allSizes[index]}, sold out`);
    });
    const notify = () => screen.getByRole('link', { name: 'Notify me on WhatsApp' });
    const message = () => new URL(notify().getAttribute('href')!).searchParams.get('text');
    expect(notify().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(message()).toContain('Gone Test Tee in Chalk, size Large');
    // The colour shown and the size the visitor asks for are the ones named.
    await user.click(colourRadio('Ember'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your size' }), 'XL');
    expect(message()).toContain('Gone Test Tee in Ember, size XL');
  });
});
