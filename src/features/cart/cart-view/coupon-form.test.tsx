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

async function applyWelcome10() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartContents />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(screen.getByText('“WELCOME10” applied.')).toBeInTheDocument();
  expect(screen.getByText(/is applied\./)).toHaveTextContent('Coupon WELCOME10 is applied.');
  return user;
}

describe('the coupon box’s “applied” line', () => {
  it('goes when a change to the cart means the coupon no longer applies, and stays gone when it applies again', async () => {
    const user = await applyWelcome10();

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${name}` }));
    expect(screen.getByText(/does not apply now/)).toHaveTextContent(
      'Coupon WELCOME10 is for orders of ₹999 or more; your cart comes to ₹799, so it does not apply now.',
    );
    expect(screen.queryByText('“WELCOME10” applied.')).not.toBeInTheDocument();

    // Back over the minimum: the coupon box says it is applied; the answer to the old Apply stays gone.
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${name}` }));
    expect(screen.getByText(/is applied\./)).toHaveTextContent('Coupon WELCOME10 is applied.');
    expect(screen.queryByText('“WELCOME10” applied.')).not.toBeInTheDocument();
  });

  it('goes when the coupon is removed', async () => {
    const user = await applyWelcome10();
    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByText(/WELCOME10/)).not.toBeInTheDocument();
  });
});
