import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findProduct } from '@/features/catalogue';
import { MemoryRouter, useLocation } from '@/lib/router';
import { resetStores } from '@/test/stores';
import { cartActions } from '../cart-store';
import { CartContents } from './cart-contents';

/** A browser whose screen the test moves: `report(false)` scrolls the watched element out of it. */
let report: ((inView: boolean) => void) | null = null;
let watched: Element | null = null;
class ControlledObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    watched = target;
    report = (inView) => this.callback([{ isIntersecting: inView, target }]);
  }
  unobserve() {}
  disconnect() {
    report = null;
  }
}

function Address() {
  return <p>Now at {useLocation().pathname}</p>;
}

const marigold = findProduct(1)!;

beforeEach(() => {
  resetStores();
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = ControlledObserver;
  cartActions.add({ productId: marigold.id, colour: marigold.colours[0]!.id, size: 'Large' }, 2);
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  resetStores();
});

function renderCart() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartContents />
      <Address />
    </MemoryRouter>,
  );
}

describe('the checkout bar', () => {
  it('watches the totals’ Checkout, and shows “Checkout · total” only while that one is off screen', () => {
    renderCart();
    expect(watched).toBe(screen.getByRole('link', { name: 'Checkout' }));
    act(() => report?.(false));
    expect(screen.getByRole('button', { name: `Checkout · ₹${(marigold.price * 2).toLocaleString('en-IN')}` })).toBeInTheDocument();
    act(() => report?.(true));
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
  });

  it('goes to the checkout', async () => {
    renderCart();
    act(() => report?.(false));
    await userEvent.click(screen.getByRole('button', { name: /^Checkout · ₹/ }));
    expect(screen.getByText(/^Now at/)).toHaveTextContent('Now at /checkout');
  });

  it('is not there when nothing in the cart can be ordered, or the cart is empty', () => {
    renderCart();
    act(() => cartActions.clear());
    expect(report).toBeNull();
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
  });
});
