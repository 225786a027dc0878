import { statusSign } from './page';

interface Held {
  control: Element;
  run: () => void;
}

/**
 * Taps held until the app is ready: each control is marked busy and a "Getting ready…" sign
 * shows while any is held; `releaseTaps` takes those it picks off hold (the sign goes with the
 * last).
 */
let held: Held[] = [];
let sign: HTMLElement | null | undefined;

export function releaseTaps(which: (entry: Held) => boolean): Held[] {
  const taken = held.filter(which);
  held = held.filter((entry) => !which(entry));
  for (const entry of taken) entry.control.removeAttribute('aria-busy');
  if (!held.length) sign = void sign?.remove();
  return taken;
}

export function holdTap(control: Element, run: () => void): void {
  held.push({ control, run });
  control.setAttribute('aria-busy', 'true');
  sign ??= statusSign('Getting ready…');
}

/** Drops the held taps on `control` (without carrying them out); whether there were any. */
export function dropTaps(control: Element): boolean {
  return held.length > (held = held.filter((entry) => entry.control !== control)).length;
}
