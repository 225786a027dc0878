import { CARRY, CUT } from '@/config/early-contract';
import { isReady, words } from './page';

/**
 * Gives each parsed link marked `data-carry` the address's values it names (login ⇄ signup carry
 * `from`), as the app will: the prerendered HTML serves every `?from=` and cannot know it.
 * Returns the function to call as the parser reaches more of the page.
 */
export function carryValues(search: URLSearchParams): () => void {
  const carried = new WeakSet<Element>();
  return () => {
    document.querySelectorAll(`#root a[${CARRY}]`).forEach((link) => {
      if (!(link instanceof HTMLAnchorElement) || carried.has(link)) return;
      carried.add(link);
      const url = new URL(link.href);
      for (const name of words(link, CARRY)) {
        const value = search.get(name);
        if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
      }
      link.setAttribute('href', url.pathname + url.search + url.hash);
    });
  };
}

/** Keeps each popover's button telling its state: the menu is a native popover the browser opens and closes. */
export function followPopovers(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id || !('newState' in event)) return;
      const expanded = String(event.newState === 'open');
      document.querySelectorAll(`[popovertarget="${popover.id}"]`).forEach((button) => button.setAttribute('aria-expanded', expanded));
    },
    true,
  );
}

/**
 * A paste (or any text) longer than a field's maxlength is cut by the browser, silently: the field
 * is marked `data-cut`, and says so once the app runs (src/components/ui/field.tsx).
 */
export function markCutFields(): void {
  document.addEventListener(
    'beforeinput',
    (event) => {
      const field = event.target;
      if (isReady() || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.maxLength < 0 || !(event instanceof InputEvent)) return;
      const text = event.data ?? '';
      const length = (field instanceof HTMLTextAreaElement ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '')).length;
      const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0); // the end is never before the start
      if (length && field.value.length - selected + length > field.maxLength) field.setAttribute(CUT, '');
    },
    true,
  );
}
