import { act, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLine, catalogue, details } from '@/test/orders';
import { createOrder } from './order';
import { useOrderBook } from './use-order-book';

// jsdom fetches no stylesheets: the order pages' styles count as applied at once.
vi.mock('@/lib/stylesheet', () => ({ loadStylesheet: () => Promise.resolve() }));

afterEach(() => window.localStorage.clear());

function Book({ after, alongside }: { after: () => Promise<void>; alongside?: () => Promise<unknown> }) {
  const { book, failed, none } = useOrderBook(after, alongside);
  const [renders, rerender] = useReducer((count: number) => count + 1, 0);
  return (
    <>
      <p>{failed ? 'failed' : book ? `open with ${book.all().length} orders` : none ? 'none stored' : 'waiting'}</p>
      <button type="button" onClick={rerender}>
        Render again ({renders})
      </button>
    </>
  );
}

describe('useOrderBook', () => {
  // A device that has held orders: a list is stored (empty, every order removed).
  beforeEach(() => window.localStorage.setItem('orders', '[]'));

  it('opens the book once what it waits for has come, and reads it once however often the page renders', async () => {
    const after = vi.fn(() => Promise.resolve());
    render(<Book after={after} />);
    await screen.findByText('open with 0 orders');
    screen.getByRole('button', { name: /Render again/ }).click();
    screen.getByRole('button', { name: /Render again/ }).click();
    await screen.findByRole('button', { name: 'Render again (2)' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(after).toHaveBeenCalledOnce();
  });

  it('shows the book only with what it is shown with, loaded alongside it, once', async () => {
    let arrive = () => {};
    const alongside = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    render(<Book after={() => Promise.resolve()} alongside={alongside} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    arrive();
    await screen.findByText('open with 0 orders');
    expect(alongside).toHaveBeenCalledOnce();
  });

  it('says so when what comes alongside cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Book after={() => Promise.resolve()} alongside={() => Promise.reject(new Error('offline'))} />);
    await screen.findByText('failed');
  });
});

describe('useOrderBook on a device where nothing is stored under orders', () => {
  const anotherTabStores = (value: string) =>
    act(() => {
      window.localStorage.setItem('orders', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'orders', newValue: value }));
    });

  it('says there are none at once, and loads no book for it', async () => {
    const after = vi.fn(() => Promise.resolve());
    render(<Book after={after} />);
    await screen.findByText('none stored');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(after).not.toHaveBeenCalled();
    expect(screen.getByText('none stored')).toBeInTheDocument();
  });

  it('opens the book when another tab stores an order', async () => {
    const order = createOrder(
      { lines: [cartLine(1, 'Large', 1)], coupon: null, details, payment: 'upi', account: null },
      { products: catalogue, now: new Date('2026-11-26T10:00:00Z'), taken: new Set() },
    );
    render(<Book after={() => Promise.resolve()} />);
    await screen.findByText('none stored');
    // Another tab's other keys change nothing here.
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '{}' })));
    expect(screen.getByText('none stored')).toBeInTheDocument();
    anotherTabStores(JSON.stringify([order]));
    await screen.findByText('open with 1 orders');
  });
});
