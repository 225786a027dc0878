import type { HeldAddRecord } from '@/config/early-contract';
import { paths } from '@/config/paths';
import { applyAddRequest, readAddRequest } from '@/features/cart';
import { loadTees } from '@/features/catalogue';
import { asksToAdd, HELD_ADDS_KEY } from './pending-adds';

/**
 * An add-to-cart form sent before the app ran arrives as a page load of `/cart?add=5&size=XL&qty=2`.
 * At start-up, once the cart is connected and before React renders, the request is carried out
 * (or refused with a message) and the address becomes plain `/cart` in place: the request is used
 * exactly once, and neither a reload nor Back brings it back.
 */
export function takeAddRequest(location: Pick<Location, 'pathname' | 'search' | 'hash'>, history: Pick<History, 'state' | 'replaceState'>): void {
  if (!asksToAdd(location)) return;
  const request = readAddRequest(new URLSearchParams(location.search));
  if (request.kind === 'none') return;
  applyAddRequest(request);
  history.replaceState(history.state, '', paths.cart() + location.hash);
}

const MAX_HELD_ADDS = 20;

/**
 * An add-to-cart tapped on an earlier page, held for an app that was not ready before the visitor
 * moved on (a link, Back, an address typed), is carried out here once, at start-up: the early
 * script wrote it to this tab's session storage with its page's `timeOrigin`. Records of this
 * page are left to the early script, which carries them out itself at the ready mark. Each record
 * is checked like an address's add request; anything unreadable is dropped.
 */
export function takeHeldAdds(session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined, thisPage: number): void {
  let list: unknown;
  try {
    list = JSON.parse(session?.getItem(HELD_ADDS_KEY) ?? '[]');
  } catch {
    list = undefined; // unreadable: removed below
  }
  const all: unknown[] = Array.isArray(list) ? list : [list];
  const records = all.filter(
    (entry): entry is Pick<HeldAddRecord, 'page' | 'query'> =>
      typeof entry === 'object' && entry !== null && 'query' in entry && typeof entry.query === 'string' && 'page' in entry && typeof entry.page === 'number',
  );
  const theirs = records.filter((entry) => entry.page !== thisPage);
  const unreadable = all.length - records.length;
  if (theirs.length === 0 && unreadable === 0) return;
  const mine = records.filter((entry) => entry.page === thisPage);
  try {
    if (mine.length > 0) session?.setItem(HELD_ADDS_KEY, JSON.stringify(mine));
    else session?.removeItem(HELD_ADDS_KEY);
  } catch {
    return; // not removable: carrying them out could add them twice
  }
  for (const entry of theirs.slice(0, MAX_HELD_ADDS)) {
    applyAddRequest(readAddRequest(new URLSearchParams(entry.query)));
  }
}

/**
 * Loads the tees the adds waiting at start-up name (the address's, and those held on earlier pages),
 * so each is checked and named like any add: a page carries the tees it shows, not the range. An add
 * whose tee cannot load (offline, the file not kept) is refused with a message, nothing added.
 */
export function loadTeesToAdd(location: Pick<Location, 'search'>, session: Pick<Storage, 'getItem'> | undefined): Promise<void> {
  let held: unknown;
  try {
    held = JSON.parse(session?.getItem(HELD_ADDS_KEY) ?? '[]');
  } catch {
    held = []; // unreadable: takeHeldAdds removes it
  }
  const queries = [location.search, ...(Array.isArray(held) ? held : []).flatMap((entry: unknown) => (typeof entry === 'object' && entry !== null && 'query' in entry && typeof entry.query === 'string' ? [entry.query] : []))];
  const ids = queries.slice(0, MAX_HELD_ADDS + 1).flatMap((query) => {
    const add = new URLSearchParams(query).get('add');
    return add !== null && /^[1-9]\d{0,4}$/.test(add) ? [Number(add)] : [];
  });
  return loadTees(ids).catch(() => undefined);
}
