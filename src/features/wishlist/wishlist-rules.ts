/**
 * The wishlist's rules, as pure functions: a list of product ids, the latest saved first, each once.
 * The shared link carries the ids in the address (`/wishlist?ids=3,7,12`); whatever else the address
 * holds (a typo, an id the shop no longer sells) is left out, never an error.
 */

/** How many tees one wishlist keeps: far more than anyone saves, small enough for any address bar. */
export const MAX_SAVED = 60;

/** The list with `id` saved (at the front) or, when it was saved, taken out. */
export function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [id, ...ids].slice(0, MAX_SAVED);
}

/** The list with `id` taken out. */
export function without(ids: readonly number[], id: number): number[] {
  return ids.filter((each) => each !== id);
}

/** The list with every one of `added` saved too: those already there stay where they are, the new ones come first, in their order. */
export function withAll(ids: readonly number[], added: readonly number[]): number[] {
  const fresh = added.filter((id, index) => !ids.includes(id) && added.indexOf(id) === index);
  return [...fresh, ...ids].slice(0, MAX_SAVED);
}

/**
 * The ids a shared link names (`3,7,12`), in order, each once, only those `known` says the shop
 * sells; anything else (letters, `0`, `-2`, `1.5`, an unknown id, empty parts) is left out.
 */
export function idsFromText(text: string | null | undefined, known: (id: number) => boolean): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^[1-9]\d{0,5}$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (known(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_SAVED) break;
  }
  return ids;
}

/** "Wishlist, 3 items": the header link's name, which says the count. */
export function wishlistLinkLabel(count: number): string {
  return `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;
}
