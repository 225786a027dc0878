import { PHOTOS, SOLD_OUT } from '@/config/early-contract';
import { isReady, left, parsed, rootElement, words } from './page';

const COLOUR_RADIOS = 'input[name="colour"][data-photos]';

/**
 * A product page's colour before the app runs: the address's (`?colour=&size=`, ignored unless it
 * names one of the radios) and each the visitor taps show at once what the app will show (photos,
 * sold-out sizes, the colour's name), so a shared link never shows another colour first. Each
 * colour radio carries its photos' addresses without their widths (`data-photos`) and its sold-out
 * sizes (`data-sold-out`). `arrived` is called as the parser reaches more of the page.
 */
export function productColours(search: URLSearchParams) {
  let shown: HTMLInputElement | null = null;
  let set = false;

  function show(radio: HTMLInputElement): void {
    const from = shown;
    const root = rootElement();
    if (!from || radio === from || !root) return;
    shown = radio;
    const oldStems = words(from, PHOTOS);
    const newStems = words(radio, PHOTOS);
    const oldName = ` in ${from.getAttribute('aria-label')},`;
    const newName = ` in ${radio.getAttribute('aria-label')},`;
    root.querySelectorAll('.gallery img').forEach((img) => {
      for (const name of ['src', 'srcset', 'alt']) {
        let value = img.getAttribute(name);
        if (value === null) continue;
        if (name === 'alt') value = value.split(oldName).join(newName);
        else oldStems.forEach((stem, index) => {
          const stemNow = newStems[index];
          if (stemNow) value = value!.split(`${stem}-`).join(`${stemNow}-`);
        });
        img.setAttribute(name, value);
      }
    });
    const soldOut = words(radio, SOLD_OUT);
    root.querySelectorAll<HTMLInputElement>('input[name="size"]').forEach((size) => {
      size.disabled = soldOut.includes(size.value);
      if (size.disabled) size.checked = false;
      size.setAttribute('aria-label', size.value + (size.disabled ? ', sold out' : ''));
    });
    const chosen = root.querySelector('.add-to-cart__chosen');
    if (chosen) chosen.textContent = radio.getAttribute('aria-label');
  }

  /**
   * Sets the address's colour and size once the parser has left their form (a radio checked
   * earlier would be unchecked by a later one the page marks checked); the gallery comes before it.
   */
  function arrived(): void {
    if (set) return;
    const first = document.querySelector(`#root ${COLOUR_RADIOS}`);
    const form = first && (first.closest('form') ?? first.parentNode);
    if (!form ? !parsed() : !(parsed() || left(form))) return;
    set = true;
    if (!form) return;
    const radios = form.querySelectorAll<HTMLInputElement>(COLOUR_RADIOS);
    radios.forEach((radio) => {
      if (radio.defaultChecked) shown = radio;
    });
    radios.forEach((radio) => {
      if (radio.value !== search.get('colour')) return;
      radio.checked = true;
      show(radio);
    });
    form.querySelectorAll<HTMLInputElement>('input[name="size"]').forEach((size) => {
      if (size.value === search.get('size') && !size.disabled) size.checked = true;
    });
  }

  document.addEventListener('change', (event) => {
    const radio = event.target;
    if (shown && !isReady() && radio instanceof HTMLInputElement && radio.name === 'colour' && radio.hasAttribute(PHOTOS)) show(radio);
  });
  return arrived;
}
