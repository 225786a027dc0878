import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOnceEach } from './load-once';

describe('loadOnce', () => {
  it('loads once for every ask, with the first ask’s arguments, and says what arrived', async () => {
    const load = vi.fn((word: string) => Promise.resolve(word.toUpperCase()));
    const once = loadOnce(load);
    expect(once.arrived()).toBeUndefined();
    const first = once.get('chai');
    expect(once.get('lassi')).toBe(first);
    await expect(first).resolves.toBe('CHAI');
    expect(once.arrived()).toBe('CHAI');
    await expect(once.get('lassi')).resolves.toBe('CHAI');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('chai');
  });

  it('forgets a load that failed, so the next ask tries again', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(7);
    const once = loadOnce(load);
    await expect(once.get()).rejects.toThrow('offline');
    expect(once.arrived()).toBeUndefined();
    await expect(once.get()).resolves.toBe(7);
    expect(once.arrived()).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a value that is itself undefined-like apart from “not arrived”', async () => {
    const once = loadOnce(() => Promise.resolve(0));
    await once.get();
    expect(once.arrived()).toBe(0);
  });
});

describe('loadOnceEach', () => {
  it('loads each key once, apart from the others, and retries only the key that failed', async () => {
    let failNext = true;
    const load = vi.fn((id: number) => {
      if (id === 2 && failNext) {
        failNext = false;
        return Promise.reject(new Error('chunk gone'));
      }
      return Promise.resolve(`reviews of ${id}`);
    });
    const each = loadOnceEach(load);
    expect(each.get(1)).toBe(each.get(1));
    await expect(each.get(1)).resolves.toBe('reviews of 1');
    await expect(each.get(2)).rejects.toThrow('chunk gone');
    expect(each.arrived(2)).toBeUndefined();
    await expect(each.get(2)).resolves.toBe('reviews of 2');
    expect(each.arrived(1)).toBe('reviews of 1');
    expect(each.arrived(3)).toBeUndefined();
    expect(load.mock.calls.map(([id]) => id)).toEqual([1, 2, 2]);
  });
});
