import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findProduct } from '@/features/catalogue';
import { MemoryRouter } from '@/lib/router';
import { resetStores } from '@/test/stores';
import { lineName } from '../cart-lines';
import { cartActions } from '../cart-store';
import { CartContents } from './cart-contents';

// Marigold Mandala Tee (#1, ₹799) is in no offer's collection: two come to ₹1,598, one to ₹799,
// either side of WELCOME10's ₹999 minimum (shop/offers.yaml).
const marigold = findProduct(1)!;
const colour = marigold.colours[0]!;
const name = lineName(marigold.title, colour.name, 'Small');

beforeEach(() => {
  resetStores();
  cartActions.add({ productId: marigold.id, colour: colour.id, size: 'Small' }, 2);
});
afterEach(resetStores);

/** The coupon box's status, where a coupon's standing is said. */
const coupons = () => screen.getAllByRole('status').find((status) => status.classList.contains('coupon__applied'))!;

async function applyWelcome10() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartContents />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  // Said once, in a live region: no second "“WELCOME10” applied." beside it.
  expect(coupons()).toHaveTextContent('Coupon WELCOME10 is applied.');
  expect(screen.getAllByText(/applied/)).toHaveLength(1);
  return user;
}

describe('the coupon box’s status', () => {
  it('says once where the coupon stands: below its minimum after a change to the cart, applied again above it', async () => {
    const user = await applyWelcome10();

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${name}` }));
    expect(coupons()).toHaveTextContent('Coupon WELCOME10 is for orders of ₹999 or more; your cart comes to ₹799, so it does not apply now.');
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${name}` }));
    expect(coupons()).toHaveTextContent('Coupon WELCOME10 is applied.');
    expect(screen.getAllByText(/applied/)).toHaveLength(1);
  });

  it('is empty once the coupon is removed, and the totals lose its line', async () => {
    const user = await applyWelcome10();
    expect(screen.getByText('Coupon WELCOME10', { selector: 'dt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(coupons()).toBeEmptyDOMElement();
    expect(screen.queryByText(/WELCOME10/)).not.toBeInTheDocument();
  });

  it('makes the totals say what the cart saves, which they did not before', async () => {
    // Two Marigold tees (₹1,598), in no offer and not on sale: nothing saved until WELCOME10 takes 10%, ₹159.
    expect(marigold.mrp).toBeUndefined();
    await applyWelcome10();
    expect(screen.getByText(/^You save/)).toHaveTextContent('You save ₹159');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByText(/^You save/)).not.toBeInTheDocument();
  });
});
