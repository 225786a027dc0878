import { describe, expect, it, vi } from 'vitest';
import { asksToAdd, EARLY_ADDS_KEY, holdsEarlierAdds, holdsRecord, watchEarlyAdds } from './pending-adds';

/** What start-up looks at to decide whether the code that carries out adds to cart must load. */
describe('adds waiting for the app', () => {
  it('in the address: only the cart’s, with an add request', () => {
    expect(asksToAdd({ pathname: '/cart', search: '?add=5&size=XL' })).toBe(true);
    expect(asksToAdd({ pathname: '/cart/', search: '?qty=2&add=' })).toBe(true);
    expect(asksToAdd({ pathname: '/cart', search: '' })).toBe(false);
    expect(asksToAdd({ pathname: '/cart', search: '?added=5' })).toBe(false);
    expect(asksToAdd({ pathname: '/shop', search: '?add=5' })).toBe(false);
  });

  it('written down: held where the session storage has the key, and never where it cannot be read', () => {
    const session = { getItem: (key: string) => (key === 'held-adds' ? '[]' : null) };
    expect(holdsRecord(session, 'held-adds')).toBe(true);
    expect(holdsRecord(session, EARLY_ADDS_KEY)).toBe(false);
    expect(holdsRecord(undefined, 'held-adds')).toBe(false);
    expect(holdsRecord({ getItem: () => { throw new DOMException('refused', 'SecurityError'); } }, 'held-adds')).toBe(false);
  });

  it('held on an earlier page: only those (and a record too broken to read) make start-up load the code that carries them out', () => {
    const held = (text: string) => ({ getItem: (key: string) => (key === 'held-adds' ? text : null) });
    expect(holdsEarlierAdds(held(JSON.stringify([{ id: 'a', page: 5, query: 'add=1' }])), 5)).toBe(false); // this page's: the early script's
    expect(holdsEarlierAdds(held(JSON.stringify([{ id: 'a', page: 5, query: 'add=1' }, { id: 'b', page: 4, query: 'add=2' }])), 5)).toBe(true);
    expect(holdsEarlierAdds(held('{broken'), 5)).toBe(true);
    expect(holdsEarlierAdds(held(JSON.stringify({ page: 5 })), 5)).toBe(true);
    expect(holdsEarlierAdds({ getItem: () => null }, 5)).toBe(false);
    expect(holdsEarlierAdds(undefined, 5)).toBe(false);
  });

  it('quick adds carried out early: said at start-up where there are some, and at each announcement until the watch stops', () => {
    const events = new EventTarget();
    const say = vi.fn();
    const stop = watchEarlyAdds({ getItem: () => '[{}]' }, events, say);
    expect(say).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event(EARLY_ADDS_KEY));
    expect(say).toHaveBeenCalledTimes(2);
    stop();
    events.dispatchEvent(new Event(EARLY_ADDS_KEY));
    expect(say).toHaveBeenCalledTimes(2);

    const none = vi.fn();
    watchEarlyAdds({ getItem: () => null }, events, none);
    expect(none).not.toHaveBeenCalled();
  });
});
