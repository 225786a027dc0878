import { untilOrGone } from './until-gone';

/**
 * Whether this browser opens and closes a dialog from its buttons by itself (`commandfor` and
 * `command`): then a dialog needs no script to work. False while prerendering.
 */
export function commandsDialogs(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/** What counts as reaching for a control: a touch or click, a key, or focus coming to it. */
const REACHING = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves once the visitor first reaches for the first element matching `selector` (touches or
 * clicks it, or brings focus to it), or once it has left the page (the app drew another, which
 * needs what waited); at once where there is no such element. For the code of a control the browser
 * works by itself (a dialog its button opens with `commandfor`): its HTML is there from the start,
 * and its code need not come before the visitor uses it. The listener is the document's, so the
 * event that starts the load still reaches the control as the browser would send it.
 */
export function whenUsed(selector: string): Promise<void> {
  return untilOrGone(selector, (element, done) => {
    const reached = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    for (const type of REACHING) document.addEventListener(type, reached, true);
    return () => {
      for (const type of REACHING) document.removeEventListener(type, reached, true);
    };
  });
}
