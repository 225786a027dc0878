import { render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrderBook } from './use-order-book';

// jsdom fetches no stylesheets: the order pages' styles count as applied at once.
vi.mock('@/lib/stylesheet', () => ({ loadStylesheet: () => Promise.resolve() }));

afterEach(() => window.localStorage.clear());

function Book({ after, alongside }: { after: () => Promise<void>; alongside?: () => Promise<unknown> }) {
  const { book, failed } = useOrderBook(after, alongside);
  const [renders, rerender] = useReducer((count: number) => count + 1, 0);
  return (
    <>
      <p>{failed ? 'failed' : book ? `open with ${book.all().length} orders` : 'waiting'}</p>
      <button type="button" onClick={rerender}>
        Render again ({renders})
      </button>
    </>
  );
}

describe('useOrderBook', () => {
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
