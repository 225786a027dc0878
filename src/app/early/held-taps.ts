import { statusSign } from './page';

interface Held {
  control: Element;
  run: () => void;
}

/**
 * Taps held until the app is ready: each control is marked busy and a "Getting ready…" sign
 * shows while any is held; `release` takes those it picks off hold (the sign goes with the last).
 */
export function heldTaps() {
  let held: Held[] = [];
  let sign: HTMLElement | null = null;

  function release(which: (entry: Held) => boolean): Held[] {
    const taken = held.filter(which);
    held = held.filter((entry) => !which(entry));
    for (const entry of taken) entry.control.removeAttribute('aria-busy');
    if (!held.length && sign) {
      sign.remove();
      sign = null;
    }
    return taken;
  }

  return {
    hold(control: Element, run: () => void): void {
      held.push({ control, run });
      control.setAttribute('aria-busy', 'true');
      sign ??= statusSign('Getting ready…');
    },
    /** Drops the held taps on `control` (without carrying them out); whether there were any. */
    drop(control: Element): boolean {
      const had = held.some((entry) => entry.control === control);
      held = held.filter((entry) => entry.control !== control);
      return had;
    },
    release,
  };
}

export type HeldTaps = ReturnType<typeof heldTaps>;
