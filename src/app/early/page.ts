import { READY } from '@/config/early-contract';

/** What every part of the early script asks of the page: is the app there yet, has the parser passed a part. */

/** `#root`, once the parser has reached it: the early script runs before it. */
export function rootElement(): HTMLElement | null {
  return document.getElementById('root');
}

/** Whether the app has taken over the page. A page without `#root` has no app to wait for. */
export function isReady(): boolean {
  const root = rootElement();
  return root ? root.hasAttribute(READY) : parsed();
}

/** Whether the whole page is parsed. */
export function parsed(): boolean {
  return document.readyState !== 'loading';
}

/** Runs `run` once the page's own scripts have run (DOMContentLoaded waits for them), or now. */
export function afterScripts(run: () => void): void {
  if (parsed()) run();
  else document.addEventListener('DOMContentLoaded', run);
}

/**
 * Runs `arrived` now and each time the parser has inserted more of the page, until it is parsed:
 * each part is seen before it is first drawn (the parser's insertions are reported at the end of
 * its task). Each inline script (the early script, a product page's colours) watches on its own.
 */
export function asPageArrives(arrived: () => void): void {
  if (!parsed()) {
    const parser = new MutationObserver(arrived);
    parser.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      parser.disconnect();
      arrived();
    });
  }
  arrived();
}

/** Whether the parser has finished `element`: something after it (not inside it) is in the page. */
export function left(element: Node): boolean {
  for (let node: Node | null = element; node; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}

/** A sign at the end of the page, read out politely: "Getting ready…", "Added to your cart.". */
export function statusSign(text: string): HTMLElement {
  const sign = document.createElement('p');
  sign.className = 'getting-ready';
  sign.setAttribute('role', 'status');
  sign.textContent = text;
  document.body.appendChild(sign);
  return sign;
}

/** Stops an event here: neither the browser nor a later listener acts on it. */
export function stop(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Submits `form` again as the visitor did (with the button they used), if it is still shown. */
export function send(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  if (submitter instanceof HTMLButtonElement && submitter.form === form) form.requestSubmit(submitter);
  else form.requestSubmit();
}

/** The button a submit was made with, if the browser says. */
export function submitterOf(event: Event): HTMLElement | null {
  return event instanceof SubmitEvent ? event.submitter : null;
}

/** An attribute's words (space-separated): a colour's photos or sold-out sizes, a link's carried values. */
export function words(element: Element, name: string): string[] {
  return (element.getAttribute(name) ?? '').split(' ');
}
