import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { formatPrice } from '@/lib/money';
import { RoutedPage } from '@/test/router';
import { resetStores } from '@/test/stores';
import type { CartLine } from '../cart-lines';
import { cartActions, cartStore } from '../cart-store';
import { quantityMessages } from '../quantity';
import { CartPage } from './cart-page';

function product(id: number) {
  const found = products.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

// Marigold Mandala Tee ₹799, Thar Sunset Oversized Tee ₹1,799, Midnight Constellation Tee ₹2,799.
const seed: CartLine[] = [
  { productId: 1, size: 'Small', quantity: 2 },
  { productId: 7, size: 'XL', quantity: 1 },
  { productId: 16, size: 'XXL', quantity: 3 },
];
const seedSubtotal = 799 * 2 + 1799 + 2799 * 3; // 11,794

beforeEach(() => {
  resetStores();
  cartStore.setState({ lines: seed, coupon: null });
});
afterEach(resetStores);

function renderCart() {
  render(<RoutedPage url="/cart" path="/cart" element={<CartPage />} />);
  return userEvent.setup();
}

/** The table's body rows (the first row is the header). */
function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

/** The last cell of a row: the line subtotal. */
function lineSubtotal(row: HTMLElement): string {
  return within(row).getAllByRole('cell').at(-1)?.textContent ?? '';
}

/** The totals box as { "Cart Subtotal": "₹…", Shipping: "Free", Total: "₹…" }. */
function totals(): Record<string, string> {
  const box = screen.getByRole('region', { name: 'Cart Totals' });
  const terms = within(box).getAllByRole('term');
  const definitions = within(box).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

function quantityBox(title: string, size: string) {
  return screen.getByRole('spinbutton', { name: `Quantity for ${title} (${size})` });
}

describe('CartPage', () => {
  it('shows a table with one row per line: remove, image, linked title, size, price, quantity, subtotal', () => {
    renderCart();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Remove',
      'Image',
      'Product',
      'Size',
      'Price',
      'Quantity',
      'Subtotal',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    seed.forEach((line, index) => {
      const row = rows[index];
      if (!row) throw new Error('unreachable');
      const p = product(line.productId);
      expect(within(row).getByRole('button', { name: `Remove ${p.title} (${line.size})` })).toBeInTheDocument();
      expect(within(row).getByRole('img', { name: p.images[0].alt })).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: p.title })).toHaveAttribute('href', `/sproduct/${p.id}`);
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(7);
      expect(cells[3]).toHaveTextContent(line.size);
      expect(cells[4]).toHaveTextContent(formatPrice(p.price));
      expect(quantityBox(p.title, line.size)).toHaveValue(line.quantity);
      expect(lineSubtotal(row)).toBe(formatPrice(p.price * line.quantity));
    });
  });

  it('shows the totals in rupees with free shipping', () => {
    renderCart();
    expect(totals()).toEqual({
      'Cart Subtotal': formatPrice(seedSubtotal),
      Shipping: 'Free',
      Total: formatPrice(seedSubtotal),
    });
    expect(totals().Total).toBe('₹11,794');
    expect(JSON.stringify(totals())).not.toContain('$');
  });

  it('removes exactly the row whose button was pressed (the middle one)', async () => {
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Thar Sunset Oversized Tee (XL)' }));
    const rows = bodyRows();
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Marigold Mandala Tee' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Midnight Constellation Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Thar Sunset Oversized Tee (XL)' })).not.toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([seed[0], seed[2]]);
    expect(totals().Total).toBe(formatPrice(799 * 2 + 2799 * 3));
    // Focus moves to the next row's Remove button.
    expect(screen.getByRole('button', { name: 'Remove Midnight Constellation Tee (XXL)' })).toHaveFocus();
  });

  it('removes the first and the last row exactly too', async () => {
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Midnight Constellation Tee (XXL)' }));
    expect(cartStore.getState().lines).toEqual([seed[0], seed[1]]);
    await user.click(screen.getByRole('button', { name: 'Remove Marigold Mandala Tee (Small)' }));
    expect(cartStore.getState().lines).toEqual([seed[1]]);
    expect(bodyRows()).toHaveLength(1);
  });

  it('updates the line subtotal and the totals as soon as a quantity changes', async () => {
    const user = renderCart();
    const box = quantityBox('Thar Sunset Oversized Tee', 'XL');
    await user.clear(box);
    await user.type(box, '4');
    expect(cartStore.getState().lines[1]).toEqual({ productId: 7, size: 'XL', quantity: 4 });
    expect(lineSubtotal(bodyRows()[1] as HTMLElement)).toBe('₹7,196');
    const subtotal = 799 * 2 + 1799 * 4 + 2799 * 3;
    expect(totals()).toEqual({ 'Cart Subtotal': formatPrice(subtotal), Shipping: 'Free', Total: formatPrice(subtotal) });
    // The other lines are untouched.
    expect(cartStore.getState().lines[0]).toEqual(seed[0]);
    expect(cartStore.getState().lines[2]).toEqual(seed[2]);
  });

  it.each([
    ['0', 1, quantityMessages.tooFew],
    ['11', 10, quantityMessages.tooMany],
    ['-5', 1, quantityMessages.tooFew],
  ])('clamps %s to %i with a message', (typed, clamped, message) => {
    renderCart();
    const box = quantityBox('Marigold Mandala Tee', 'Small');
    fireEvent.change(box, { target: { value: typed } });
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveValue(clamped);
    expect(cartStore.getState().lines).toEqual([{ ...seed[0], quantity: clamped }, seed[1], seed[2]]);
    expect(lineSubtotal(bodyRows()[0] as HTMLElement)).toBe(formatPrice(799 * clamped));
  });

  it('refuses 2.5 with a message and keeps the cart; leaving the box restores the quantity', () => {
    renderCart();
    const box = quantityBox('Marigold Mandala Tee', 'Small');
    fireEvent.change(box, { target: { value: '2.5' } });
    expect(box).toHaveAccessibleDescription(quantityMessages.notWhole);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(cartStore.getState().lines).toEqual(seed);
    fireEvent.blur(box);
    expect(box).toHaveValue(2);
    expect(cartStore.getState().lines).toEqual(seed);
    expect(totals().Total).toBe(formatPrice(seedSubtotal));
  });

  it('lets the box be empty while typing, and asks for a number when it is left empty', () => {
    renderCart();
    const box = quantityBox('Marigold Mandala Tee', 'Small');
    fireEvent.change(box, { target: { value: '' } });
    expect(cartStore.getState().lines).toEqual(seed);
    fireEvent.blur(box);
    expect(box).toHaveAccessibleDescription(quantityMessages.empty);
    expect(box).toHaveValue(2);
    expect(cartStore.getState().lines).toEqual(seed);
  });

  it('refuses letters (jsdom empties the value) with a message once the box is left', () => {
    renderCart();
    const box = quantityBox('Midnight Constellation Tee', 'XXL');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.blur(box);
    expect(box).toHaveAccessibleDescription(quantityMessages.empty);
    expect(box).toHaveValue(3);
    expect(cartStore.getState().lines).toEqual(seed);
  });

  it('refuses letters at once when the browser reports bad input', () => {
    renderCart();
    const box = quantityBox('Midnight Constellation Tee', 'XXL');
    Object.defineProperty(box, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(box).toHaveAccessibleDescription(quantityMessages.notWhole);
    expect(cartStore.getState().lines).toEqual(seed);
  });

  it('follows a quantity changed elsewhere (another tab, a quick add)', () => {
    renderCart();
    act(() => cartActions.add(1, 'Small', 3));
    expect(quantityBox('Marigold Mandala Tee', 'Small')).toHaveValue(5);
    expect(lineSubtotal(bodyRows()[0] as HTMLElement)).toBe(formatPrice(799 * 5));
  });

  it('answers a coupon code with "not valid" and leaves the totals unchanged', async () => {
    const user = renderCart();
    const before = totals();
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.type(code, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(code).toHaveAccessibleDescription('“SAVE10” is not a valid coupon code.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(totals()).toEqual(before);
    expect(cartStore.getState().coupon).toBeNull();
  });

  it('asks for a code when Apply is pressed with none', async () => {
    const user = renderCart();
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(code).toHaveAccessibleDescription('Enter a coupon code.');
    await user.type(code, '   {Enter}');
    expect(code).toHaveAccessibleDescription('Enter a coupon code.');
    expect(totals().Total).toBe(formatPrice(seedSubtotal));
  });

  it('says when the cart is empty and links to the shop', () => {
    cartStore.setState({ lines: [], coupon: null });
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart Totals' })).not.toBeInTheDocument();
  });

  it('becomes the empty cart when the last line is removed', async () => {
    cartStore.setState({ lines: [{ productId: 3, size: 'Large', quantity: 1 }], coupon: null });
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Kite Festival Graphic Tee (Large)' }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([]);
  });
});
