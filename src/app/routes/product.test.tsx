import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { findProduct, products } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import { plainText } from '@/lib/rich-text';
import { cartLink, notifications, RoutedShell } from '@/test/page-shell';
import { resetStores } from '@/test/stores';
import { CartRoute } from './cart';
import { ProductRoute } from './product';

/** What the quantity box says, word for word. */
const messages = {
  empty: 'Enter a quantity from 1 to 10.',
  notWhole: 'Quantity must be a whole number from 1 to 10.',
  tooMany: 'You can order up to 10 of each size, so the quantity is 10.',
  tooFew: 'The smallest quantity is 1. To take it out of your cart, use Remove.',
};

beforeEach(resetStores);
afterEach(resetStores);

/** Opens a product page; its "View cart" link leads to the real cart page. */
function renderProduct(id: number | string) {
  render(
    <RoutedShell
      url={paths.product(id)}
      routes={[
        { path: routePatterns.product, element: <ProductRoute /> },
        { path: routePatterns.cart, element: <CartRoute /> },
      ]}
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

function sizeSelect() {
  return screen.getByRole('combobox', { name: 'Size' });
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

async function addToCart(user: ReturnType<typeof userEvent.setup>, size: string, quantity: string) {
  await user.selectOptions(sizeSelect(), size);
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
    expect(details).toHaveTextContent(plainText(thar.description));
    expect(within(details).getByRole('img', { name: 'Rated 2.9 out of 5' })).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);
    expect(within(details).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', paths.shop());
    expect(document.title).toBe(`${thar.title} — Rangeela`);
  });

  it('offers the sizes Small, Large, XL, XXL after a "Select size" placeholder, and quantity 1', () => {
    renderProduct(7);
    expect(within(sizeSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select size',
      'Small',
      'Large',
      'XL',
      'XXL',
    ]);
    expect(sizeSelect()).toHaveValue('');
    expect(quantityInput()).toHaveValue(1);
  });

  it('asks for a size next to the select and adds nothing when none is chosen', async () => {
    const user = renderProduct(7);
    await user.click(addButton());
    expect(sizeSelect()).toHaveAccessibleDescription('Please select a size.');
    expect(sizeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(sizeSelect()).toHaveFocus();
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    // Choosing a size clears the message.
    await user.selectOptions(sizeSelect(), 'XL');
    expect(sizeSelect()).not.toHaveAccessibleDescription('Please select a size.');
  });

  it('adds the chosen size and quantity, confirms it on the page, and the cart shows that line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'XL', '3');
    expect(confirmation()).toBe('Added 3 × Thar Sunset Oversized Tee (XL) to your cart. View cart');
    expect(within(theForm()).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', paths.cart());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thar.title);
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');

    expect(await viewCart(user)).toEqual([thar.title]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Thar Sunset Oversized Tee (XL)' })).toHaveValue(3);
    expect(screen.getByText('3 items, shipping free.')).toBeInTheDocument();
  });

  it('says how many of that size the cart now has when an add raises a line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Large', '1');
    await user.click(addButton());
    expect(confirmation()).toBe('Added 1 × Thar Sunset Oversized Tee (Large) to your cart. You have 2 in this size. View cart');
    expect(cartLink()).toHaveAccessibleName('Cart, 2 items');
  });

  it('merges a second add into the same line and caps it at 10', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Small', '8');
    expect(confirmation()).toBe('Added 8 × Thar Sunset Oversized Tee (Small) to your cart. View cart');
    await user.click(addButton());
    expect(confirmation()).toBe('Added 2 × Thar Sunset Oversized Tee (Small) to your cart. You now have 10, the most per size. View cart');
    expect(cartLink()).toHaveAccessibleName('Cart, 10 items');
    await user.click(addButton());
    expect(confirmation()).toBe('You already have 10 of Thar Sunset Oversized Tee (Small), the most per size. View cart');
    expect(cartLink()).toHaveAccessibleName('Cart, 10 items');

    expect(await viewCart(user)).toEqual([thar.title]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Thar Sunset Oversized Tee (Small)' })).toHaveValue(10);
  });

  it('keeps sizes apart: another size is another line', async () => {
    const user = renderProduct(7);
    await addToCart(user, 'Small', '2');
    await addToCart(user, 'XXL', '1');
    expect(confirmation()).toBe('Added 1 × Thar Sunset Oversized Tee (XXL) to your cart. View cart');
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');
    expect(await viewCart(user)).toEqual([thar.title, thar.title]);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Thar Sunset Oversized Tee (Small)' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Quantity for Thar Sunset Oversized Tee (XXL)' })).toHaveValue(1);
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
    expect(confirmation()).toBe(`Added ${clamped} × Thar Sunset Oversized Tee (Large) to your cart. View cart`);
    expect(cartLink()).toHaveAccessibleName(`Cart, ${clamped} ${clamped === 1 ? 'item' : 'items'}`);
  });

  it('refuses quantity 2.5 with a message and adds nothing', async () => {
    const user = renderProduct(7);
    await user.selectOptions(sizeSelect(), 'Large');
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
    await user.selectOptions(sizeSelect(), 'Large');
    await user.clear(quantityInput());
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(messages.empty);
    expect(confirmation()).toBe('');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
  });

  it('refuses letters (the browser reports bad input) with a message and adds nothing', async () => {
    const user = renderProduct(7);
    await user.selectOptions(sizeSelect(), 'Large');
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
      expect(within(card).getByRole('button', { name: `Add ${found.title} to cart` })).toBeInTheDocument();
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

  it('adds a related product in size Large from its card and announces it', async () => {
    const user = renderProduct(7);
    const card = within(screen.getByRole('list', { name: 'Related products' })).getAllByRole('listitem')[0] as HTMLElement;
    const title = within(card).getByRole('heading').textContent ?? '';
    await user.click(within(card).getByRole('button', { name: `Add ${title} to cart` }));
    expect(notifications()).toHaveTextContent(`Added 1 × ${title} (Large) to your cart. View cart`);
    expect(cartLink()).toHaveAccessibleName('Cart, 1 item');
    // The page's own form is left as it was.
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
    expect(sizeSelect()).toHaveValue('');
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
