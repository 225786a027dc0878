import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/lib/router';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';
import { laterPart, type After } from '@/lib/later-part';
import { colourPhotoStems, findColour, inStock, shortSizes, SizeChart, soldOutEverywhere, type Product, type ProductChoice, type ProductColour } from '@/features/catalogue';
import type { Size } from './cart-lines';
import { isSize, sizes } from './sizes';
import { cartActions } from './cart-store';
import { parseQuantity, quantityMessages } from './quantity';
import { QuantityStepper } from './quantity-stepper';
import { addedWords, sayAddsIn, type AddedWords } from './tell-added';
import './add-to-cart-form.css';
import { ADDS_EARLY, ADDS_EARLY_FORM, HOLD_UNTIL_READY, PHOTOS, SENT, SOLD_OUT } from '@/config/early-contract';

/**
 * What a tee sold out in every size offers in place of Add to Cart (./sold-out-notice.tsx): in the
 * prerendered page, its code loaded once the page is ready (`after`), as only such a tee shows it.
 */
const soldOutNotice = /* @__PURE__ */ laterPart(() => import('./sold-out-notice').then((module) => module.SoldOutNotice));
const SoldOutNotice = soldOutNotice.Part;
/** Loads the sold-out notice's code before a product's page is rendered to HTML (the prerenderer's). */
export const preloadBuyParts = soldOutNotice.preload;

interface Errors {
  size?: string;
  quantity?: string;
}

/** The colour and size a form's radios hold, or null where none is checked (or it names nothing sold). */
function checkedChoice(form: HTMLFormElement, product: Product): { colour: ProductColour | undefined; size: Size | null } {
  const data = new FormData(form);
  const size = String(data.get('size') ?? '');
  return { colour: findColour(product, String(data.get('colour') ?? '')), size: isSize(size) ? size : null };
}

/** Checks the radios that show `choice` (the app setting what the page shows, not the visitor). */
function showChoice(form: HTMLFormElement, choice: ProductChoice) {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (input.name === 'colour') input.checked = input.value === choice.colour.id;
    if (input.name === 'size') input.checked = input.value === choice.size;
  }
}

/**
 * Colour, size, quantity and Add to Cart on the product page. Colours (when there are two or more)
 * and sizes are radio groups; a size sold out in the chosen colour is struck through, named
 * "…, sold out" and cannot be chosen. A size is required; the quantity is 1–10. The fields are the
 * form's own (`colour`, `size`, `qty`), read when it is sent, so what the visitor chose is what is
 * added. It is a GET form to `/cart?add=…`: before the app runs, the browser checks the required
 * size itself, and the early script adds it in place at once (`data-adds-early`,
 * src/app/early/early-add.ts; this form says it in its status once the app is ready) or, where it
 * cannot, holds it for the app, and the browser sends it to the cart page, which adds it, if the app
 * never starts. Once the app runs, it adds in place and says so. `choice` is what the address asks
 * for (`?colour=&size=`); each change the visitor makes goes to `onChoose`, which puts it in the
 * address.
 */
export function AddToCartForm({
  product,
  choice,
  onChoose,
  after,
}: {
  product: Product;
  choice: ProductChoice;
  onChoose: (choice: ProductChoice) => void;
  /** What the size chart's and sold-out notice's code waits for (the page's ready mark, on a product's page): the prerendered page shows them without it. */
  after?: After | undefined;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [confirmation, setConfirmation] = useState<AddedWords | null>(null);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const colour = choice.colour;

  // React takes over the prerendered form (first colour, no size) as the visitor has it: a colour
  // or size they chose before the app ran is their choice (and goes to the address). From then on
  // the radios show the choice whenever it changes (the address's, once the app runs).
  const started = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (!started.current) {
      started.current = true;
      if (form.hasAttribute(SENT)) return;
      const early = checkedChoice(form, product);
      const first = product.colours[0];
      if ((early.colour && early.colour !== first) || early.size) {
        const picked = early.colour ?? first;
        onChoose({ colour: picked, size: early.size && inStock(picked, early.size) ? early.size : null });
        return;
      }
    }
    showChoice(form, choice);
    // The choice is what it shows; the rest is read once, as the app takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice.colour.id, choice.size]);

  // Adds the early script made with this form before the app was ready are said here, as its own.
  useEffect(() => sayAddsIn(product.id, setConfirmation), [product.id]);

  /**
   * The choice as the visitor has it now: the radios' (they are the form's own), which can be ahead
   * of `choice` while the address catches up (a tap while the app takes the page over, before
   * `choice` is the address's; a second tap before the first has reached the address).
   */
  function onPage(): ProductChoice {
    const form = formRef.current;
    if (!form) return choice;
    const { colour: checkedColour, size } = checkedChoice(form, product);
    return { colour: checkedColour ?? choice.colour, size };
  }

  function chooseColour(next: ProductColour) {
    // A size sold out in the new colour is let go (its radio is disabled now) and the visitor told.
    const { size: had } = onPage();
    const keep = had !== null && inStock(next, had);
    if (had !== null && !keep) {
      setErrors((current) => ({ ...current, size: `${had} is sold out in ${next.name}. Please choose another size.` }));
      const form = formRef.current;
      if (form) showChoice(form, { colour: next, size: null });
    }
    setConfirmation(null);
    onChoose({ colour: next, size: keep ? had : null });
  }

  function chooseSize(size: Size) {
    setErrors((current) => ({ ...current, size: undefined }));
    setConfirmation(null);
    onChoose({ colour: onPage().colour, size });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const picked = checkedChoice(form, product);
    const pickedColour = picked.colour ?? colour;
    const size = picked.size !== null && inStock(pickedColour, picked.size) ? picked.size : null;
    const quantityInput = form.elements.namedItem('qty') as HTMLInputElement;
    const parsed = quantityInput.validity.badInput
      ? ({ kind: 'refused', message: quantityMessages.notWhole } as const)
      : parseQuantity(String(data.get('qty') ?? ''));
    const next: Errors = {
      ...(size ? {} : { size: 'Please select a size.' }),
      ...(parsed.kind === 'ok' ? {} : { quantity: parsed.message }),
    };
    setErrors(next);
    setConfirmation(null);
    if (parsed.kind === 'clamped') quantityInput.value = String(parsed.quantity);
    if (!size) return form.querySelector<HTMLInputElement>('input[name="size"]:not(:disabled)')?.focus();
    if (parsed.kind !== 'ok') return quantityInput.focus();

    setConfirmation(addedWords(product, pickedColour, size, cartActions.add({ productId: product.id, colour: pickedColour.id, size }, parsed.quantity)));
  }

  return (
    <form ref={formRef} className="add-to-cart" method="get" action={paths.cart()} noValidate={hydrated} onSubmit={submit} {...{ [HOLD_UNTIL_READY]: '', [ADDS_EARLY]: ADDS_EARLY_FORM }}>
      <input type="hidden" name="add" value={product.id} />
      {product.colours.length > 1 ? (
        <ChoiceGroup
          legend="Colour"
          aside={
            // The early script names a colour chosen before the app runs (src/app/early/colours.ts):
            // the app takes the name over as it is, and renames it when the choice reaches it.
            <span className="add-to-cart__chosen" suppressHydrationWarning>
              {colour.name}
            </span>
          }
        >
          {product.colours.map((option, index) => (
            <label key={option.id} className="choice-option choice-option--swatch" title={option.name}>
              <input
                type="radio"
                name="colour"
                value={option.id}
                aria-label={option.name}
                defaultChecked={index === 0}
                {...{ [PHOTOS]: colourPhotoStems(product, option), [SOLD_OUT]: option.soldOut.join(' ') }}
                onChange={() => chooseColour(option)}
              />
              <svg className="choice-option__swatch" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
                <circle cx="18" cy="18" r="17" fill={option.swatch} />
              </svg>
            </label>
          ))}
        </ChoiceGroup>
      ) : (
        <input type="hidden" name="colour" value={colour.id} />
      )}
      <ChoiceGroup legend="Size" aside={<SizeChart after={after} />} error={errors.size}>
        {sizes.map((size) => {
          const available = inStock(colour, size);
          return (
            <label key={size} className="choice-option">
              <input
                type="radio"
                name="size"
                value={size}
                required
                disabled={!available}
                aria-label={available ? size : `${size}, sold out`}
                onChange={() => chooseSize(size)}
              />
              <span className="choice-option__text" aria-hidden="true">
                {shortSizes[size]}
              </span>
            </label>
          );
        })}
      </ChoiceGroup>
      {/* A tee sold out in every size still shows its sizes (each marked), and offers to tell the visitor when it is back. */}
      {soldOutEverywhere(product) ? (
        <SoldOutNotice product={product} colour={colour} after={after} />
      ) : (
        <div className="add-to-cart__row">
          <Field label="Quantity" required live error={errors.quantity} className="add-to-cart__quantity">
            {(control) => <QuantityStepper control={control} onChange={() => setErrors((current) => ({ ...current, quantity: undefined }))} />}
          </Field>
          <button type="submit" className="btn btn--primary add-to-cart__submit">
            Add to Cart
          </button>
        </div>
      )}
      <StatusMessage tone={confirmation?.tone ?? 'success'}>
        {confirmation && (
          <>
            {confirmation.text} <Link to={paths.cart()}>View cart</Link>
          </>
        )}
      </StatusMessage>
    </form>
  );
}
