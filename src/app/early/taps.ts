import { HOLD_UNTIL_READY, SENT } from '@/config/early-contract';
import { forgetAdd, recordAdd } from './held-adds';
import { dropTaps, holdTap, releaseTaps } from './held-taps';
import { afterScripts, isReady, rootElement, send, stop, submitterOf } from './page';

/** How long after the page's scripts ran a held GET form waits for the app before the browser sends it. */
const LET_GO_MS = 5000;

/** Whether the browser can send `form` itself (a GET form with an address), with no app. */
export function worksWithoutApp(form: HTMLFormElement): boolean {
  return form.method === 'get' && form.hasAttribute('action');
}

/**
 * Holds the taps that need the app until it is ready. Links and GET forms the browser sends itself
 * (the shop's search) are left alone, as are the menu's popover button and a button that commands
 * a dialog (`commandfor`). A script-only button or a form the app sends is held (./held-taps.ts).
 * An add to cart (a GET form marked `data-hold-until-ready`) is added at once where it can be
 * (`addEarly`); otherwise held, written down for the next page (./held-adds.ts), and sent by the
 * browser after all if the app has not started `LET_GO_MS` after the page's scripts ran.
 */
export function holdTaps(addEarly: (form: HTMLFormElement) => boolean): void {
  function letGoLater(form: HTMLFormElement, submitter: HTMLElement | null): void {
    afterScripts(() =>
      setTimeout(() => {
        // Still held (not sent meanwhile) and shown: taken off hold, and sent.
        if (isReady() || !form.isConnected || !releaseTaps((entry) => entry.control === form).length) return;
        form.removeAttribute(HOLD_UNTIL_READY);
        forgetAdd(form);
        send(form, submitter);
      }, LET_GO_MS),
    );
  }

  document.addEventListener(
    'click',
    (event) => {
      if (isReady() || !(event.target instanceof Element)) return;
      const button = event.target.closest('button[type="button"]');
      if (!(button instanceof HTMLButtonElement) || button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
      if (!rootElement()?.contains(button)) return;
      stop(event);
      holdTap(button, () => {
        if (button.isConnected) button.click();
      });
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (isReady() || !(form instanceof HTMLFormElement) || (worksWithoutApp(form) && !form.hasAttribute(HOLD_UNTIL_READY))) return;
      stop(event);
      if (addEarly(form)) return;
      const submitter = submitterOf(event);
      // A form sent twice while waiting is sent once: the visitor asked for one login.
      const again = dropTaps(form);
      holdTap(form, () => {
        forgetAdd(form);
        send(form, submitter);
      });
      // Only an add to cart is written down for the next page: never what a visitor typed into a
      // form the app sends (a checkout's name, mobile and address stay in the page).
      if (form.method !== 'get' || !form.hasAttribute(HOLD_UNTIL_READY)) return;
      recordAdd(form);
      if (!again) letGoLater(form, submitter);
    },
    true,
  );

  // A form the app sends is never sent by the browser itself, so no password reaches an address:
  // even after the ready mark, a submit no app code took (its part of the page still starting) is
  // stopped and tried again a moment later. A GET form the browser sends is marked `data-sent`, so
  // the app starting meanwhile leaves it alone.
  const retries = new WeakMap<HTMLFormElement, number>();
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (event.defaultPrevented || worksWithoutApp(form)) {
      retries.delete(form);
      if (!event.defaultPrevented) form.setAttribute(SENT, '');
      return;
    }
    event.preventDefault();
    const tries = (retries.get(form) ?? 0) + 1;
    retries.set(form, tries);
    if (tries > 50) return; // ten seconds: the visitor can send it again
    const submitter = submitterOf(event);
    setTimeout(() => send(form, submitter), 200);
  });
}
