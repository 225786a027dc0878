import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { MAX_QUANTITY, MIN_QUANTITY, type LineKey } from '../cart-lines';
import { cartActions } from '../cart-store';
import { parseQuantity, quantityMessages } from '../quantity';
import { QuantityInput } from '../quantity-input';
import '../quantity-stepper.css';

/**
 * A line's editable quantity, with − and + beside the box (`name` is the line's name, "Title
 * (Colour, Size)"). Valid whole numbers update the cart at once; out-of-range ones are clamped with
 * a message; anything else (empty, fractions, letters) is refused with a message and the cart
 * keeps its quantity. A step past 1 or 10 does nothing; its button says so by being dimmed and
 * `aria-disabled`, and keeps the focus.
 */
export function QuantityCell({ lineKey, quantity, name }: { lineKey: LineKey; quantity: number; name: string }) {
  const [text, setText] = useState(String(quantity));
  const [message, setMessage] = useState<string | null>(null);
  // Follow the cart when it changes elsewhere (another tab, a quick add).
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }

  function commit(value: string, badInput: boolean, final: boolean) {
    const parsed = badInput ? { kind: 'refused' as const, message: quantityMessages.notWhole } : parseQuantity(value);
    if (parsed.kind === 'refused') {
      // While typing, an empty box is a number on its way; say so only when the visitor leaves it.
      if (value.trim() === '' && !badInput && !final) return setMessage(null);
      setMessage(parsed.message);
      if (final) setText(String(quantity));
      return;
    }
    setMessage(parsed.kind === 'clamped' ? parsed.message : null);
    if (parsed.kind === 'clamped') setText(String(parsed.quantity));
    setShown(parsed.quantity);
    cartActions.setQuantity(lineKey, parsed.quantity);
  }

  function step(by: number) {
    const next = shown + by;
    if (next < MIN_QUANTITY || next > MAX_QUANTITY) return;
    setText(String(next));
    commit(String(next), false, true);
  }

  return (
    <Field
      label={`Quantity for ${name}`}
      live
      error={message}
      className="quantity-cell"
      labelClassName="visually-hidden"
      errorClassName="quantity-cell__message"
    >
      {(control) => (
        <div className="quantity-cell__row">
          <button
            type="button"
            className="quantity-cell__step"
            aria-label={`Decrease quantity of ${name}`}
            aria-disabled={shown <= MIN_QUANTITY || undefined}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <QuantityInput
            {...control}
            className="input quantity-cell__input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              commit(event.target.value, event.target.validity.badInput, false);
            }}
            onBlur={(event) => commit(event.target.value, event.target.validity.badInput, true)}
          />
          <button
            type="button"
            className="quantity-cell__step"
            aria-label={`Increase quantity of ${name}`}
            aria-disabled={shown >= MAX_QUANTITY || undefined}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
    </Field>
  );
}
