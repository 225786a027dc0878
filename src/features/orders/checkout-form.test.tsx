import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { signIn } from '@/features/account';
import { cartActions, cartTotals, connectCart, useCartCoupon, useCartLines } from '@/features/cart';
import { products } from '@/features/catalogue';
import { formatPrice } from '@/lib/money';
import { cartLine, catalogue, details, firstColour } from '@/test/orders';
import { rememberedPin, rememberPin } from '@/lib/remembered-pin';
import { storage } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import type * as ChecksModule from './checkout-checks';
import { CheckoutForm, type Placed } from './checkout-form';
import { PLACE_ORDER_LOCK } from './place-order-lock';
import { announcePlaced, orderedKey } from './placed-announcement';
import { createOrder } from './order';

/** Something that happens while the order code loads (another tab's change arrives then). */
const whileLoading = vi.hoisted(() => ({ run: null as (() => void) | null }));
vi.mock('./checkout-checks', async (importOriginal) => {
  const actual = await importOriginal<typeof ChecksModule>();
  return {
    ...actual,
    orderBookFor: (...args: Parameters<typeof actual.orderBookFor>) => {
      whileLoading.run?.();
      whileLoading.run = null;
      return actual.orderBookFor(...args);
    },
  };
});

/** The checkout as the page shows it: the form gets the cart as it stands. */
function Checkout({
  onPlaced,
  onPlacedElsewhere = vi.fn(),
  after,
}: {
  onPlaced: (placed: Placed) => void;
  onPlacedElsewhere?: (placed: Placed) => void;
  after?: () => Promise<void>;
}) {
  const lines = useCartLines();
  const coupon = useCartCoupon();
  return <CheckoutForm lines={lines} coupon={coupon} onPlaced={onPlaced} onPlacedElsewhere={onPlacedElsewhere} after={after} />;
}

/**
 * The Web Locks API as a browser gives it to every tab of a site (jsdom has none): one holder of
 * a name at a time, the others waiting in turn. `requested` lists the names asked for.
 */
function installLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const held = new Set<string>();
  const locks = {
    request(name: string, callback: () => unknown): Promise<unknown> {
      requested.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(async () => {
        held.add(name);
        try {
          return await callback();
        } finally {
          held.delete(name);
        }
      });
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })), pending: [] }),
  };
  Object.defineProperty(window.navigator, 'locks', { value: locks, configurable: true });
  return { requested, request: locks.request, query: locks.query };
}

beforeEach(() => resetStores());
afterEach(() => {
  resetStores();
  whileLoading.run = null;
  Reflect.deleteProperty(window.navigator, 'locks');
});

const storedOrders = () =>
  JSON.parse(window.localStorage.getItem('orders') ?? '[]') as { lines: { productId: number; colour: string; colourName: string; quantity: number }[]; details: { email: string } }[];

/** Adds a catalogue product in its first colour. */
const add = (productId: number, size: 'Large' | 'XL', quantity: number) => cartActions.add({ productId, colour: firstColour(productId).id, size }, quantity);

/** The checkout of a one-line cart, with PIN code 560001 remembered, shown before the page is ready: calling the result makes it ready. */
function showWithRememberedPinBeforeReady(): () => void {
  add(1, 'Large', 1);
  rememberPin('560001');
  let ready = () => {};
  const pageReady = new Promise<void>((resolve) => (ready = resolve));
  render(<Checkout onPlaced={() => undefined} after={() => pageReady} />);
  return ready;
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Asha Sharma');
  await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
  await user.type(screen.getByLabelText('Address'), '12 MG Road');
  await user.type(screen.getByLabelText('PIN code'), '400001');
  await user.type(screen.getByLabelText('City'), 'Mumbai');
  return user;
}

describe('CheckoutForm', () => {
  it('says under UPI when the total is above the usual limit of one UPI payment, and not below it', () => {
    add(1, 'Large', 1);
    const { unmount } = render(<Checkout onPlaced={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /^UPI/ })).toHaveAccessibleName(/^UPI\s*Pay from any UPI app/);
    unmount();
    for (const product of products) for (const size of ['Large', 'XL'] as const) cartActions.add({ productId: product.id, colour: product.colours[0].id, size }, 10);
    render(<Checkout onPlaced={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /^UPI/ })).toHaveAccessibleName(/is above ₹1,00,000, the usual limit of one UPI payment: choose cash on delivery/);
  });

  it('orders the cart the visitor saw: a change from another tab while placing stops the order and says so', async () => {
    add(1, 'Large', 2);
    const onPlaced = vi.fn<(placed: Placed) => void>();
    render(<Checkout onPlaced={onPlaced} />);
    const user = await fillIn();
    whileLoading.run = () => add(2, 'XL', 1);
    // The button says the amount the visitor is deciding on.
    expect(screen.getByRole('button', { name: /^Place order/ })).toHaveAccessibleName(`Place order · ${formatPrice(cartTotals([cartLine(1, 'Large', 2)], catalogue).total)}`);
    await user.click(screen.getByRole('button', { name: /^Place order/ }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your cart changed in another tab while the order was being placed.'));
    expect(onPlaced).not.toHaveBeenCalled();
    expect(storedOrders()).toEqual([]);

    // The second tap orders what the cart now holds, and only then is the cart emptied.
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(storedOrders()[0]?.lines.map((line) => line.productId)).toEqual([1, 2]);
    // Each line is ordered in the colour it was added in, with that colour's name.
    expect(storedOrders()[0]?.lines.map(({ colour, colourName }) => ({ colour, colourName }))).toEqual(
      [1, 2].map((id) => ({ colour: firstColour(id).id, colourName: firstColour(id).name })),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  /**
   * This tab places a cart of two Large of product 1 while another tab holds the place-order lock;
   * `otherTab` is what that tab does before letting go; `then` checks this tab's outcome.
   */
  type Outcomes = { onPlaced: Mock<(placed: Placed) => void>; onPlacedElsewhere: Mock<(placed: Placed) => void> };
  async function placeWhileAnotherTabPlaces(otherTab: () => void | Promise<void>, then: (outcomes: Outcomes) => Promise<void>) {
    const locks = installLocks();
    // The cart as the app keeps it, in storage; no word of another tab's change reaches this one (jsdom has no other tabs).
    const disconnect = connectCart(storage);
    try {
      add(1, 'Large', 2);
      const onPlaced = vi.fn<(placed: Placed) => void>();
      const onPlacedElsewhere = vi.fn<(placed: Placed) => void>();
      render(<Checkout onPlaced={onPlaced} onPlacedElsewhere={onPlacedElsewhere} />);
      const user = await fillIn();

      // The other tab has the lock: it is placing the same cart.
      let release = () => {};
      const holding = locks.request(PLACE_ORDER_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
      await user.click(screen.getByRole('button', { name: /^Place order/ }));
      await waitFor(() => expect(locks.requested).toEqual([PLACE_ORDER_LOCK, PLACE_ORDER_LOCK]));
      expect(storedOrders()).toEqual([]);
      await otherTab();
      release();
      await holding;
      await then({ onPlaced, onPlacedElsewhere });
    } finally {
      disconnect();
    }
  }

  /** The orders on the device of that cart (the order book of this test file may bring back orders of the tests before). */
  const ofThisCart = () => storedOrders().filter((order) => JSON.stringify(order.lines.map(({ productId, quantity }) => [productId, quantity])) === '[[1,2]]');

  it('one tap places one order: the same cart placed from another tab at the same moment is ordered once, and this tab says which order', async () => {
    let theirs = '';
    await placeWhileAnotherTabPlaces(
      () => {
        // It stores its order and empties the cart (each line removed later than it was added), then lets go.
        const order = createOrder(
          { lines: [cartLine(1, 'Large', 2)], coupon: null, details, payment: 'upi', account: null },
          { products: catalogue, now: new Date(), taken: new Set() },
        );
        theirs = order.number;
        window.localStorage.setItem('orders', JSON.stringify([order]));
        const cart = JSON.parse(window.localStorage.getItem('cart') ?? '{}') as { changes: Record<string, number> };
        const removedLater = Object.fromEntries(Object.keys(cart.changes).map((key) => [key, Date.now() + 1000]));
        window.localStorage.setItem('cart', JSON.stringify({ ...cart, lines: [], coupon: null, changes: removedLater }));
      },
      async ({ onPlaced, onPlacedElsewhere }) => {
        await waitFor(() => expect(onPlacedElsewhere).toHaveBeenCalledWith({ number: theirs }));
        expect(onPlaced).not.toHaveBeenCalled();
        expect(ofThisCart()).toHaveLength(1);
      },
    );
  });

  it('one tap places one order even when another tab’s writes have not reached this tab yet: the lock manager says the cart was just ordered', async () => {
    // The other tab places the same cart: its storage writes are still on their way here (in
    // Chromium another tab's localStorage write arrives a little later), but it has told the lock manager.
    await placeWhileAnotherTabPlaces(
      () => announcePlaced(orderedKey([cartLine(1, 'Large', 2)], null), 'RNG-261125-K7QXPZ', Date.now()), // navigator.locks: the fake installed
      async ({ onPlaced, onPlacedElsewhere }) => {
        await waitFor(() => expect(onPlacedElsewhere).toHaveBeenCalledWith({ number: 'RNG-261125-K7QXPZ' }));
        expect(onPlaced).not.toHaveBeenCalled();
        expect(ofThisCart()).toEqual([]);
      },
    );
  });

  it('says it is placing the order while it works', async () => {
    add(1, 'Large', 1);
    render(<Checkout onPlaced={() => undefined} />);
    const user = await fillIn();
    let seen: { name: string; busy: string | null } | undefined;
    whileLoading.run = () => {
      const button = screen.getByRole('button', { name: /Plac/ });
      seen = { name: button.textContent ?? '', busy: button.getAttribute('aria-busy') };
    };
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(seen).toEqual({ name: 'Placing order…', busy: 'true' }));
  });

  it('starts from the PIN code last checked or used on this device, with its state, and remembers the one ordered to', async () => {
    add(1, 'Large', 1);
    rememberPin('560001');
    render(<Checkout onPlaced={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('PIN code')).toHaveValue('560001'));
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('PIN code'));
    await fillIn();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(storedOrders()).toHaveLength(1));
    expect(rememberedPin()).toBe('400001');
  });

  it('fills the remembered PIN code only once the page is ready (its code never competes with the page’s)', async () => {
    const ready = showWithRememberedPinBeforeReady();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('PIN code')).toHaveValue('');
    ready();
    await waitFor(() => expect(screen.getByLabelText('PIN code')).toHaveValue('560001'));
  });

  it('a PIN code filled in after Place order was tapped takes its problems away, and the state’s (the others stay)', async () => {
    const ready = showWithRememberedPinBeforeReady();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Place order/ }));
    const pin = screen.getByLabelText('PIN code');
    await waitFor(() => expect(pin).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    ready();
    await waitFor(() => expect(pin).toHaveValue('560001'));
    await waitFor(() => expect(pin).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says at once when a remembered PIN code takes no cash on delivery', async () => {
    add(1, 'Large', 1);
    // shop/shop.yaml: PINs starting 19 (Jammu and Kashmir) have no cash on delivery.
    rememberPin('190001');
    render(<Checkout onPlaced={() => undefined} />);
    expect(await screen.findByText('Cash on delivery does not reach 190001 (Jammu and Kashmir): please pay by UPI.')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('Jammu and Kashmir');
  });

  it('fills a signed-in visitor’s email when their last order had none', async () => {
    add(1, 'Large', 1);
    signIn({ username: 'Asha', email: 'asha@example.com' });
    const earlier = createOrder(
      { lines: [cartLine(1, 'Large', 1)], coupon: null, details: { ...details, email: '' }, payment: 'upi', account: 'asha@example.com' },
      { products: catalogue, now: new Date(2026, 2, 5), taken: new Set() },
    );
    window.localStorage.setItem('orders', JSON.stringify([earlier]));
    render(<Checkout onPlaced={() => undefined} />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(details.name));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
