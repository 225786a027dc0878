import { HELD_ADDS_KEY, type HeldAddRecord } from '@/config/early-contract';

/**
 * An add to cart held for the app is also written to this tab's session storage (`held-adds`,
 * with this document's `timeOrigin`): a visitor who moves on before the app is ready has it added
 * by the next page's app (src/app/add-request.ts). Whichever path carries it out first removes the
 * record, so it is added once.
 */
const ids = new WeakMap<HTMLFormElement, string>();

function change(id: string, entry?: HeldAddRecord): void {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(HELD_ADDS_KEY) ?? '[]');
    const next = (Array.isArray(list) ? (list as HeldAddRecord[]) : []).filter((old) => old?.id !== id);
    if (entry) next.push(entry);
    if (next.length) sessionStorage.setItem(HELD_ADDS_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(HELD_ADDS_KEY);
  } catch {
    // No session storage (or an unreadable record): the held add still works on this page.
  }
}

/** Writes down (or updates) the held add `form` asks for. */
export function recordAdd(form: HTMLFormElement): void {
  const id = ids.get(form) ?? String(Math.random()).slice(2);
  ids.set(form, id);
  change(id, { id, page: performance.timeOrigin, query: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString() });
}

/** Removes the record of `form`'s held add: it is being carried out. */
export function forgetAdd(form: HTMLFormElement): void {
  const id = ids.get(form);
  if (!id) return;
  ids.delete(form);
  change(id);
}
