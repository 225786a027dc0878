import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { cartActions, lineName, type Size } from '@/features/cart';
import { colourImages, findProduct } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import { firstColour } from '@/test/orders';
import { cartLink, RoutedShell } from '@/test/page-shell';
import { resetStores } from '@/test/stores';
import { CartRoute } from './cart';
import type * as Catalogue from '@/features/catalogue';

/**
 * The sample catalogue, with product 1 (Marigold Mandala Tee) in one more colour, "Test Ink", so a
 * cart holds it in two colours whatever colours the sample data gives it.
 */
vi.mock('@/features/catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>();
  const marigold = actual.findProduct(1)!;
  const entry = {
    ...marigold,
    colours: [...marigold.colours, { ...marigold.colours[0], id: 'test-ink', name: 'Test Ink', swatch: '#1b2440', soldOut: [] }],
  } as const;
  // Its images as the catalogue makes them for a tee in more than one colour.
  const withInk = { ...entry, images: actual.colourImages(entry, entry.colours[0]) };
  return { ...actual, findProduct: (id: string | number | undefined) => (Number(id) === 1 ? withInk : actual.findProduct(id)) };
});

/** What the quantity boxes say, word for word. */
const messages = {
  empty: 'Enter a quantity from 1 to 10.',
  notWhole: 'Quantity must be a whole number from 1 to 10.',
  tooMany: 'You can order up to 10 of each size, so the quantity is 10.',
  tooFew: 'The smallest quantity is 1. To take it out of your cart, use Remove.',
};

function product(id: number) {
  const found = findProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

/** How the cart names a line of a product in its first colour: "Marigold Mandala Tee (Saffron, Small)". */
function nameOf(id: number, size: Size) {
  return lineName(product(id).title, firstColour(id).name, size);
}

/** A row as the visitor reads it: product, colour and size, the quantity box's value and the line subtotal. */
function shown(id: number, size: Size, quantity: number, colourName = firstColour(id).name) {
  const { title, price } = product(id);
  return { title, colourAndSize: `${colourName}, ${size}`, quantity: String(quantity), subtotal: formatPrice(price * quantity) };
}

// Marigold Mandala Tee ₹799, Camel Caravan Tee ₹999, Rickshaw Ride Tee ₹899: in no offer's collection, so the totals are plain sums.
const marigold = shown(1, 'Small', 2);
const camel = shown(12, 'XL', 1);
const rickshaw = shown(6, 'XXL', 3);
const seedSubtotal = 799 * 2 + 999 + 899 * 3; // 5,294

function seedCart(lines: [number, Size, number][]) {
  for (const [id, size, quantity] of lines) cartActions.add({ productId: id, colour: firstColour(id).id, size }, quantity);
}

beforeEach(() => {
  resetStores();
  seedCart([
    [1, 'Small', 2],
    [12, 'XL', 1],
    [6, 'XXL', 3],
  ]);
});
afterEach(resetStores);

function renderCart() {
  render(<RoutedShell url={paths.cart()} routes={[{ path: routePatterns.cart, element: <CartRoute /> }]} />);
  return userEvent.setup();
}

/** The table's body rows (the first row is the header). */
function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

function bodyRow(index: number): HTMLElement {
  const row = bodyRows()[index];
  if (!row) throw new Error(`no row ${index}`);
  return row;
}

/** The last cell of a row: the line subtotal. */
function lineSubtotal(row: HTMLElement): string {
  return within(row).getAllByRole('cell').at(-1)?.textContent ?? '';
}

/** Every line of the table as the visitor reads it, in order. */
function shownLines() {
  return bodyRows().map((row) => {
    const cells = within(row).getAllByRole('cell');
    return {
      title: within(row).getByRole('link').textContent,
      colourAndSize: cells[3]?.textContent,
      quantity: (within(row).getByRole('spinbutton') as HTMLInputElement).value,
      subtotal: lineSubtotal(row),
    };
  });
}

/** The totals box as { "Cart Subtotal": "₹…", Shipping: "Free", Total: "₹…" }. */
function totals(): Record<string, string> {
  const box = screen.getByRole('region', { name: 'Cart Totals' });
  const terms = within(box).getAllByRole('term');
  const definitions = within(box).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

/** The quantity box of a product's line in its first colour: "Quantity for {title} ({colour}, {size})". */
function quantityBox(id: number, size: Size) {
  return screen.getByRole('spinbutton', { name: `Quantity for ${nameOf(id, size)}` });
}

/** The line under the page's heading: "6 items, shipping free." or "Nothing here yet." */
function expectSummary(text: string) {
  const header = screen.getByRole('heading', { level: 1, name: 'Your cart' }).parentElement as HTMLElement;
  expect(within(header).getByText(/items?, shipping free\.$|^Nothing here yet\.$/)).toHaveTextContent(text);
}

describe('CartRoute', () => {
  it('shows a table with one row per line: remove, image, linked title, colour and size, price, quantity, subtotal', () => {
    renderCart();
    expectSummary('6 items, shipping free.');
    expect(cartLink()).toHaveAccessibleName('Cart, 6 items');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Remove',
      'Image',
      'Product',
      'Colour, size',
      'Price',
      'Quantity',
      'Subtotal',
    ]);
    expect(shownLines()).toEqual([marigold, camel, rickshaw]);
    ([
      [1, 'Small', marigold],
      [12, 'XL', camel],
      [6, 'XXL', rickshaw],
    ] as const).forEach(([id, size, line], index) => {
      const row = bodyRow(index);
      const p = product(id);
      const colour = firstColour(id);
      expect(within(row).getByRole('button', { name: `Remove ${p.title} (${colour.name}, ${size})` })).toBeInTheDocument();
      // The first photo of the line's colour.
      expect(within(row).getByRole('img', { name: colourImages(p, colour)[0].alt })).toBeInTheDocument();
      // The title links to the product page with the line's colour and size chosen.
      expect(within(row).getByRole('link', { name: p.title })).toHaveAttribute('href', paths.product(p.id, { colour: colour.id, size }));
      expect(within(row).getByRole('link', { name: p.title })).toHaveAttribute('href', `/sproduct/${id}?colour=${colour.id}&size=${size}`);
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(7);
      expect(cells[4]).toHaveTextContent(formatPrice(p.price));
      expect(quantityBox(id, size)).toHaveValue(Number(line.quantity));
    });
  });

  it('shows the totals in rupees with free shipping', () => {
    renderCart();
    expect(totals()).toEqual({
      'Cart Subtotal': formatPrice(seedSubtotal),
      Shipping: 'Free',
      Total: formatPrice(seedSubtotal),
    });
    expect(totals().Total).toBe('₹5,294');
    expect(JSON.stringify(totals())).not.toContain('$');
  });

  it('removes exactly the row whose button was pressed (the middle one)', async () => {
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(12, 'XL')}` }));
    expect(shownLines()).toEqual([marigold, rickshaw]);
    expect(screen.queryByRole('button', { name: `Remove ${nameOf(12, 'XL')}` })).not.toBeInTheDocument();
    expect(totals().Total).toBe(formatPrice(799 * 2 + 899 * 3));
    expectSummary('5 items, shipping free.');
    expect(cartLink()).toHaveAccessibleName('Cart, 5 items');
    // Focus moves to the next row's Remove button.
    expect(screen.getByRole('button', { name: `Remove ${nameOf(6, 'XXL')}` })).toHaveFocus();
  });

  it('removes the first and the last row exactly too', async () => {
    const user = renderCart();
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(6, 'XXL')}` }));
    expect(shownLines()).toEqual([marigold, camel]);
    // With no next row, focus goes to the previous row's Remove button.
    expect(screen.getByRole('button', { name: `Remove ${nameOf(12, 'XL')}` })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(1, 'Small')}` }));
    expect(shownLines()).toEqual([camel]);
    expectSummary('1 item, shipping free.');
    expect(totals().Total).toBe(formatPrice(999));
  });

  it('updates the line subtotal, the totals and the count as soon as a quantity changes', async () => {
    const user = renderCart();
    const box = quantityBox(12, 'XL');
    await user.clear(box);
    await user.type(box, '4');
    // The other lines are untouched.
    expect(shownLines()).toEqual([marigold, { ...camel, quantity: '4', subtotal: '₹3,996' }, rickshaw]);
    const subtotal = 799 * 2 + 999 * 4 + 899 * 3;
    expect(totals()).toEqual({ 'Cart Subtotal': formatPrice(subtotal), Shipping: 'Free', Total: formatPrice(subtotal) });
    expectSummary('9 items, shipping free.');
    expect(cartLink()).toHaveAccessibleName('Cart, 9 items');
  });

  it.each([
    ['0', 1, messages.tooFew],
    ['11', 10, messages.tooMany],
    ['-5', 1, messages.tooFew],
  ])('clamps %s to %i with a message', (typed, clamped, message) => {
    renderCart();
    const box = quantityBox(1, 'Small');
    fireEvent.change(box, { target: { value: typed } });
    expect(box).toHaveAccessibleDescription(message);
    expect(box).toHaveValue(clamped);
    expect(shownLines()).toEqual([shown(1, 'Small', clamped), camel, rickshaw]);
    expectSummary(`${clamped + 1 + 3} items, shipping free.`);
    expect(totals().Total).toBe(formatPrice(799 * clamped + 999 + 899 * 3));
  });

  it('refuses 2.5 with a message and keeps the cart; leaving the box restores the quantity', () => {
    renderCart();
    const box = quantityBox(1, 'Small');
    fireEvent.change(box, { target: { value: '2.5' } });
    expect(box).toHaveAccessibleDescription(messages.notWhole);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(lineSubtotal(bodyRow(0))).toBe(marigold.subtotal);
    expectSummary('6 items, shipping free.');
    fireEvent.blur(box);
    expect(box).toHaveValue(2);
    expect(shownLines()).toEqual([marigold, camel, rickshaw]);
    expect(totals().Total).toBe(formatPrice(seedSubtotal));
  });

  it('lets the box be empty while typing, and asks for a number when it is left empty', () => {
    renderCart();
    const box = quantityBox(1, 'Small');
    fireEvent.change(box, { target: { value: '' } });
    expect(box).not.toHaveAccessibleDescription();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(lineSubtotal(bodyRow(0))).toBe(marigold.subtotal);
    expectSummary('6 items, shipping free.');
    fireEvent.blur(box);
    expect(box).toHaveAccessibleDescription(messages.empty);
    expect(box).toHaveValue(2);
    expect(shownLines()).toEqual([marigold, camel, rickshaw]);
    expect(totals().Total).toBe(formatPrice(seedSubtotal));
  });

  it('refuses letters (jsdom empties the value) with a message once the box is left', () => {
    renderCart();
    const box = quantityBox(6, 'XXL');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.blur(box);
    expect(box).toHaveAccessibleDescription(messages.empty);
    expect(box).toHaveValue(3);
    expect(shownLines()).toEqual([marigold, camel, rickshaw]);
    expectSummary('6 items, shipping free.');
  });

  it('refuses letters at once when the browser reports bad input', () => {
    renderCart();
    const box = quantityBox(6, 'XXL');
    Object.defineProperty(box, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(box).toHaveAccessibleDescription(messages.notWhole);
    expect(lineSubtotal(bodyRow(2))).toBe(rickshaw.subtotal);
    expectSummary('6 items, shipping free.');
    expect(totals().Total).toBe(formatPrice(seedSubtotal));
  });

  it('follows a quantity changed elsewhere (another tab, a quick add)', () => {
    renderCart();
    act(() => {
      cartActions.add({ productId: 1, colour: firstColour(1).id, size: 'Small' }, 3);
    });
    expect(quantityBox(1, 'Small')).toHaveValue(5);
    expect(shownLines()).toEqual([shown(1, 'Small', 5), camel, rickshaw]);
    expectSummary('9 items, shipping free.');
  });

  it('shows one product and size in two colours as two rows, each named, pictured, linked and removed by its colour', async () => {
    resetStores();
    seedCart([[1, 'XL', 2]]);
    cartActions.add({ productId: 1, colour: 'test-ink', size: 'XL' }, 1);
    const user = renderCart();
    const marigoldTee = product(1);
    expect(shownLines()).toEqual([shown(1, 'XL', 2), shown(1, 'XL', 1, 'Test Ink')]);
    expectSummary('3 items, shipping free.');
    const inkRow = bodyRow(1);
    expect(within(inkRow).getByRole('link', { name: marigoldTee.title })).toHaveAttribute('href', paths.product(1, { colour: 'test-ink', size: 'XL' }));
    const inkImage = colourImages(marigoldTee, marigoldTee.colours.at(-1)!)[0];
    expect(within(inkRow).getByRole('img', { name: inkImage.alt })).toBeInTheDocument();
    expect(quantityBox(1, 'XL')).toHaveValue(2);
    const ink = screen.getByRole('spinbutton', { name: 'Quantity for Marigold Mandala Tee (Test Ink, XL)' });
    expect(ink).toHaveValue(1);
    fireEvent.change(ink, { target: { value: '4' } });
    expect(shownLines()).toEqual([shown(1, 'XL', 2), shown(1, 'XL', 4, 'Test Ink')]);
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(1, 'XL')}` }));
    expect(shownLines()).toEqual([shown(1, 'XL', 4, 'Test Ink')]);
    expect(screen.getByRole('button', { name: 'Remove Marigold Mandala Tee (Test Ink, XL)' })).toHaveFocus();
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
    expect(screen.queryByText(/is applied/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove coupon' })).not.toBeInTheDocument();
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
    resetStores();
    renderCart();
    expectSummary('Nothing here yet.');
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', paths.shop());
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cart Totals' })).not.toBeInTheDocument();
  });

  it('becomes the empty cart when the last line is removed, with focus on its heading', async () => {
    resetStores();
    seedCart([[3, 'Large', 1]]);
    const user = renderCart();
    expectSummary('1 item, shipping free.');
    await user.click(screen.getByRole('button', { name: `Remove ${nameOf(3, 'Large')}` }));
    const heading = screen.getByRole('heading', { name: 'Your cart is empty' });
    expectSummary('Nothing here yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cartLink()).toHaveAccessibleName('Cart, 0 items');
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('CartRoute with the shop’s offers', () => {
  it('lists each offer applied by its name, and a coupon after them, in the totals', async () => {
    // Thar Sunset Oversized Tee (#7, ₹1,799) is in the winter collection at half price; Rain Stripe
    // (#2, ₹1,099) and Essential Crew (#8, ₹349) are buy 1 get 1, so the ₹349 one is free.
    resetStores();
    seedCart([
      [7, 'Large', 1],
      [2, 'Large', 1],
      [8, 'Large', 1],
    ]);
    const user = renderCart();
    const box = within(screen.getByRole('region', { name: 'Cart Totals' }));
    const read = () => Object.fromEntries(box.getAllByRole('term').map((term, index) => [term.textContent, box.getAllByRole('definition')[index]?.textContent]));
    expect(read()).toEqual({
      'Cart Subtotal': '₹3,247',
      'Winter collection 50% off': '−₹899',
      'Buy 1 Get 1 Free': '−₹349',
      Shipping: 'Free',
      Total: '₹1,999',
    });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'flat200{Enter}');
    await waitFor(() => expect(read()['Coupon FLAT200']).toBeUndefined());
    // FLAT200 needs ₹2,499 after the offers: ₹1,999 is below it, so it is refused and nothing changes.
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription('“FLAT200” is for orders of ₹2,499 or more: your cart comes to ₹1,999.');
    await user.clear(screen.getByRole('textbox', { name: 'Coupon code' }));
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10{Enter}');
    await waitFor(() => expect(read()['Coupon WELCOME10']).toBe('−₹199'));
    expect(read().Total).toBe('₹1,800');
  });
});
