import { useRef, useState } from 'react';
import type { FieldControlProps } from '@/components/ui/field';
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-lines';
import { QuantityInput } from './quantity-input';
import './quantity-stepper.css';

/**
 * The product page's quantity: − and + beside the number box, as in the cart (PRODUCT.md §4). The
 * box stays the form's own field (`qty`, read when the form is sent), so what it shows is what is
 * added; a step moves it by one within 1–10 (a step past either end does nothing, its button
 * dimmed and `aria-disabled`); anything typed is checked when the form is sent. `onChange` is told
 * of every change, typed or stepped.
 */
export function QuantityStepper({ control, onChange }: { control: FieldControlProps; onChange: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(1);

  function step(by: number) {
    const box = input.current;
    if (!box) return;
    const now = Number(box.value);
    const from = Number.isInteger(now) ? Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, now)) : MIN_QUANTITY;
    const next = Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, from + by));
    box.value = String(next);
    setShown(next);
    onChange();
  }

  return (
    <div className="quantity-cell__row quantity-stepper">
      <button type="button" className="quantity-cell__step" aria-label="Decrease quantity" aria-disabled={shown <= MIN_QUANTITY || undefined} onClick={() => step(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <QuantityInput
        {...control}
        ref={input}
        name="qty"
        defaultValue={MIN_QUANTITY}
        className="input quantity-cell__input"
        onChange={(event) => {
          const typed = Number(event.target.value);
          if (Number.isInteger(typed)) setShown(typed);
          onChange();
        }}
      />
      <button type="button" className="quantity-cell__step" aria-label="Increase quantity" aria-disabled={shown >= MAX_QUANTITY || undefined} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
