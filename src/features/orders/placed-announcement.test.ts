import { describe, expect, it } from 'vitest';
import { announcePlaced, orderedKey, placedElsewhere } from './placed-announcement';

/** A lock manager for one browser, as the tabs share it: every request granted at once, held until its callback's promise settles. */
function lockManager() {
  const held = new Set<string>();
  return {
    request: ((name: string, callback: () => Promise<unknown>) => {
      held.add(name);
      return Promise.resolve(callback()).finally(() => held.delete(name));
    }) as unknown as LockManager['request'],
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const, clientId: 'tab' })), pending: [] }),
  };
}

const lines = [
  { productId: 1, colour: 'saffron', size: 'Large', quantity: 2 },
  { productId: 5, colour: 'cream', size: 'XL', quantity: 1 },
];

describe('an order placed in another tab, as the lock manager says', () => {
  it('names what was ordered whatever the order of the lines, and tells a quantity or coupon apart', () => {
    expect(orderedKey(lines, null)).toBe(orderedKey([...lines].reverse(), null));
    expect(orderedKey(lines, null)).not.toBe(orderedKey([{ ...lines[0]!, quantity: 3 }, lines[1]!], null));
    expect(orderedKey(lines, null)).not.toBe(orderedKey(lines, 'WELCOME10'));
  });

  it('is found by the next tab once announced, for the same lines placed since its form showed', async () => {
    const locks = lockManager();
    const key = orderedKey(lines, null);
    expect(await placedElsewhere(key, 1_000, locks)).toBeNull();
    await announcePlaced(key, 'RNG-261125-ABCDEF', 2_000, locks);
    expect(await placedElsewhere(orderedKey([...lines].reverse(), null), 1_000, locks)).toBe('RNG-261125-ABCDEF');
  });

  it('is not another cart’s, nor one placed before the form showed', async () => {
    const locks = lockManager();
    await announcePlaced(orderedKey(lines, null), 'RNG-261125-ABCDEF', 2_000, locks);
    expect(await placedElsewhere(orderedKey(lines, 'WELCOME10'), 1_000, locks)).toBeNull();
    expect(await placedElsewhere(orderedKey(lines, null), 3_000, locks)).toBeNull();
  });

  it('where the browser has no Web Locks, or cannot list them, says nothing and holds nothing up', async () => {
    await expect(announcePlaced('key', 'RNG-261125-ABCDEF', 1, undefined)).resolves.toBeUndefined();
    expect(await placedElsewhere('key', 0, undefined)).toBeNull();
    const { request } = lockManager();
    expect(await placedElsewhere('key', 0, { request })).toBeNull();
    expect(await placedElsewhere('key', 0, { request, query: () => Promise.reject(new Error('no')) })).toBeNull();
  });
});
