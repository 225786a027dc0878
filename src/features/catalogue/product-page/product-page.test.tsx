import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '@/features/cart/cart-store';
import { quantityMessages } from '@/features/cart/quantity';
import { formatPrice } from '@/lib/money';
import { RoutedPage } from '@/test/router';
import { resetStores } from '@/test/stores';
import { products } from '../data/products';
import { ProductPage } from './product-page';

beforeEach(resetStores);
afterEach(resetStores);

function renderProduct(id: string) {
  render(<RoutedPage url={`/sproduct/${id}`} path="/sproduct/:id" element={<ProductPage />} />);
  return userEvent.setup();
}

function product(id: number) {
  const found = products.find((p) => p.id === id);
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
/** The add-to-cart confirmation (a live region inside the form). */
function confirmation(): string {
  const form = addButton().closest('form');
  if (!form) throw new Error('no form');
  return within(form).getByRole('status').textContent ?? '';
}

describe('ProductPage', () => {
  it('shows the product: h1 title, brand, price, rating, description, gallery', () => {
    renderProduct('7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thar.title);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('region', { name: thar.title });
    expect(main).toHaveTextContent(thar.brand);
    expect(main).toHaveTextContent(formatPrice(thar.price));
    expect(main).toHaveTextContent(thar.description);
    expect(within(main).getByRole('img', { name: 'Rated 2.9 out of 5' })).toBeInTheDocument();
    expect(within(main).getAllByRole('button', { name: /^Show image \d of 4$/ })).toHaveLength(4);
    expect(document.title).toBe(`${thar.title} — Rangeela`);
  });

  it('offers the sizes Small, Large, XL, XXL after a "Select size" placeholder, and quantity 1', () => {
    renderProduct('7');
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
    const user = renderProduct('7');
    await user.click(addButton());
    expect(sizeSelect()).toHaveAccessibleDescription('Please select a size.');
    expect(sizeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(sizeSelect()).toHaveFocus();
    expect(cartStore.getState().lines).toEqual([]);
    expect(confirmation()).toBe('');
    // Choosing a size clears the message.
    await user.selectOptions(sizeSelect(), 'XL');
    expect(sizeSelect()).not.toHaveAccessibleDescription('Please select a size.');
  });

  it('adds the chosen size and quantity and confirms it on the page', async () => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'XL');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '3');
    await user.click(addButton());
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'XL', quantity: 3 }]);
    expect(confirmation()).toMatch(/Added 3 × Thar Sunset Oversized Tee \(XL\) to your cart\./);
    expect(within(addButton().closest('form') as HTMLElement).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(thar.title);
  });

  it('merges a second add into the same line and caps it at 10', async () => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'Small');
    await user.clear(quantityInput());
    await user.type(quantityInput(), '8');
    await user.click(addButton());
    await user.click(addButton());
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'Small', quantity: 10 }]);
    expect(confirmation()).toMatch(/Added 2 × .*You now have 10, the most per size\./);
    await user.click(addButton());
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'Small', quantity: 10 }]);
    expect(confirmation()).toMatch(/You already have 10 of Thar Sunset Oversized Tee \(Small\)/);
  });

  it.each([
    ['0', quantityMessages.tooFew, 1],
    ['11', quantityMessages.tooMany, 10],
  ])('brings quantity %s within range with a message, adding nothing until confirmed', async (typed, message, clamped) => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'Large');
    await user.clear(quantityInput());
    await user.type(quantityInput(), typed);
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(message);
    expect(quantityInput()).toHaveValue(clamped);
    expect(cartStore.getState().lines).toEqual([]);
    // Pressing again adds the clamped quantity.
    await user.click(addButton());
    expect(cartStore.getState().lines).toEqual([{ productId: 7, size: 'Large', quantity: clamped }]);
  });

  it('refuses quantity 2.5 with a message and adds nothing', async () => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'Large');
    fireEvent.change(quantityInput(), { target: { value: '2.5' } });
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(quantityMessages.notWhole);
    expect(quantityInput()).toHaveAttribute('aria-invalid', 'true');
    expect(quantityInput()).toHaveFocus();
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('refuses an empty quantity with a message and adds nothing', async () => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'Large');
    await user.clear(quantityInput());
    await user.click(addButton());
    expect(quantityInput()).toHaveAccessibleDescription(quantityMessages.empty);
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('refuses letters (the browser reports bad input) with a message and adds nothing', async () => {
    const user = renderProduct('7');
    await user.selectOptions(sizeSelect(), 'Large');
    const input = quantityInput();
    // A real browser empties the value and sets validity.badInput for "abc" in a number input.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: 'abc' } });
    await user.click(addButton());
    expect(input).toHaveAccessibleDescription(quantityMessages.notWhole);
    expect(cartStore.getState().lines).toEqual([]);
  });

  it('shows four related products of the same category, not the current one', () => {
    renderProduct('7');
    const related = screen.getByRole('list', { name: 'Related products' });
    const cards = within(related).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const ids = cards.map((card) => {
      const href = within(card).getAllByRole('link')[0]?.getAttribute('href') ?? '';
      const id = Number(/^\/sproduct\/(\d+)$/.exec(href)?.[1]);
      const shown = product(id);
      expect(within(card).getByRole('link', { name: shown.title })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Add ${shown.title} to cart` })).toBeInTheDocument();
      return id;
    });
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) {
      expect(id).not.toBe(7);
      expect(product(id).category).toBe(thar.category);
    }
  });

  it('shows related New Arrivals for a New Arrivals product', () => {
    renderProduct('12');
    const cards = within(screen.getByRole('list', { name: 'Related products' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const title = within(card).getByRole('heading').textContent;
      const shown = products.find((p) => p.title === title);
      expect(shown?.category).toBe('New Arrivals');
      expect(shown?.id).not.toBe(12);
    }
  });

  it.each(['99', 'abc', '0', '7.5', '-1'])('shows "Product not found" for /sproduct/%s', (id) => {
    renderProduct(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
