import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneAtATime } from './one-at-a-time';

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'locks');
});

describe('oneAtATime', () => {
  it('runs the work holding the named lock where the browser has Web Locks', async () => {
    const request = vi.fn((_name: string, callback: () => unknown) => Promise.resolve(callback()));
    Object.defineProperty(window.navigator, 'locks', { value: { request }, configurable: true });
    expect(await oneAtATime('rangeela-test', () => 42)).toBe(42);
    expect(request).toHaveBeenCalledWith('rangeela-test', expect.any(Function));
  });

  it('still runs the work where there are none (older browsers, jsdom)', async () => {
    expect('locks' in window.navigator).toBe(false);
    expect(await oneAtATime('rangeela-test', () => Promise.resolve('done'))).toBe('done');
  });
});
