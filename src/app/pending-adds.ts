import { EARLY_ADDS_KEY, HELD_ADDS_KEY } from '@/config/early-contract';
import { paths } from '@/config/paths';
import { normalisePath } from './hydration';

/**
 * Adds to cart that wait for the app at start-up: one in the address (`/cart?add=…`, a form the
 * browser sent before the app ran: ./add-request.ts), and what the early script
 * (src/app/early/) writes down in this tab's session storage under these keys (src/config/early-contract.ts): an add
 * it holds (`held-adds`: carried out by the next page's app if the visitor moves on before this
 * one is ready, ./add-request.ts), and a quick add it carried out itself (`early-adds`: said by the
 * app, ./early-adds.ts). The code that carries them out loads only where there is one: most
 * visits have none.
 */
export { EARLY_ADDS_KEY, HELD_ADDS_KEY };

type Session = Pick<Storage, 'getItem'> | undefined;

/** Whether the address is the cart's with an add request in it. */
export function asksToAdd(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return normalisePath(location.pathname) === paths.cart() && new URLSearchParams(location.search).has('add');
}

/** Whether this tab's session storage holds a record under `key` (unreadable storage holds none). */
export function holdsRecord(session: Session, key: string): boolean {
  return read(session, key) !== null;
}

/**
 * Whether an add held on an earlier page waits to be carried out here (or a record too broken to
 * read waits to be removed). One held on this page is the early script's to carry out when the app
 * is ready: it must not make the app wait for code it does not need.
 */
export function holdsEarlierAdds(session: Session, thisPage: number): boolean {
  const text = read(session, HELD_ADDS_KEY);
  if (text === null) return false;
  try {
    const list: unknown = JSON.parse(text);
    return !Array.isArray(list) || list.some((entry: unknown) => typeof entry !== 'object' || entry === null || !('page' in entry) || entry.page !== thisPage);
  } catch {
    return true;
  }
}

function read(session: Session, key: string): string | null {
  try {
    return session?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Calls `say` where a quick add carried out before start-up is written down, and again each time
 * the early script announces one (an `early-adds` event on `events`), until the returned function
 * is called (once the app is ready: the early script adds nothing itself after that).
 */
export function watchEarlyAdds(session: Session, events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, say: () => void): () => void {
  if (holdsRecord(session, EARLY_ADDS_KEY)) say();
  events.addEventListener(EARLY_ADDS_KEY, say);
  return () => events.removeEventListener(EARLY_ADDS_KEY, say);
}
