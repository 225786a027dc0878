import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTees } from '@/features/catalogue';
import type * as Catalogue from '@/features/catalogue';
import { loadKeptOrderTees } from './kept-order-tees';

vi.mock('@/features/catalogue', async (importOriginal) => ({
  ...(await importOriginal<typeof Catalogue>()),
  loadTees: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  window.localStorage.clear();
  vi.mocked(loadTees).mockClear();
});

describe('the tees of the orders kept on this device', () => {
  it('are those each line names, whatever its colour', async () => {
    window.localStorage.setItem(
      'orders',
      JSON.stringify([
        { number: 'RNG-261101-ABCD', lines: [{ productId: 2, size: 'Small', quantity: 1 }, { productId: 4, colour: 'indigo', size: 'XL', quantity: 1 }] },
        { number: 'RNG-261102-EFGH', lines: [{ productId: 9, colour: 'rust', colourName: 'Rust', size: 'Large', quantity: 1 }] },
      ]),
    );
    await loadKeptOrderTees();
    expect(loadTees).toHaveBeenCalledWith([2, 4, 9]);
  });

  it('are none, and nothing fails, for no orders or unreadable or odd records', async () => {
    for (const text of [null, 'not json', '{"lines":1}', '[null, 7, {"lines":[null, {"productId":"3"}]}]']) {
      if (text === null) window.localStorage.removeItem('orders');
      else window.localStorage.setItem('orders', text);
      await expect(loadKeptOrderTees()).resolves.toBeUndefined();
      expect(loadTees).toHaveBeenLastCalledWith([]);
    }
  });

  it('do not hold the order up when they cannot load (offline)', async () => {
    window.localStorage.setItem('orders', JSON.stringify([{ lines: [{ productId: 2, size: 'Small', quantity: 1 }] }]));
    vi.mocked(loadTees).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    await expect(loadKeptOrderTees()).resolves.toBeUndefined();
  });
});
