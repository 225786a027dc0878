import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import type { Product } from '@/features/catalogue';
import { isSize, MAX_QUANTITY, MIN_QUANTITY, sizes, type Size } from './cart-lines';
import { cartActions } from './cart-store';
import { parseQuantity, quantityMessages } from './quantity';

type Confirmation = { tone: 'success' | 'info'; text: string } | null;

/** Size, quantity and Add to Cart on the product page. A size is required; the quantity is 1–10. */
export function AddToCartForm({ product }: { product: Product }) {
  const id = useId();
  const sizeRef = useRef<HTMLSelectElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const [size, setSize] = useState<Size | ''>('');
  const [quantityText, setQuantityText] = useState('1');
  const [badInput, setBadInput] = useState(false);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConfirmation(null);
    const parsed = badInput ? { kind: 'refused' as const, message: quantityMessages.notWhole } : parseQuantity(quantityText);
    const nextSizeError = size === '' ? 'Please select a size.' : null;
    const nextQuantityError = parsed.kind === 'ok' ? null : parsed.message;
    setSizeError(nextSizeError);
    setQuantityError(nextQuantityError);
    if (parsed.kind === 'clamped') setQuantityText(String(parsed.quantity));
    if (nextSizeError) return sizeRef.current?.focus();
    if (parsed.kind !== 'ok' || size === '') return quantityRef.current?.focus();

    const before = cartActions.quantityOf(product.id, size);
    const after = cartActions.add(product.id, size, parsed.quantity);
    const added = after - before;
    setConfirmation(
      added === parsed.quantity
        ? { tone: 'success', text: `Added ${added} × ${product.title} (${size}) to your cart.` }
        : added > 0
          ? { tone: 'info', text: `Added ${added} × ${product.title} (${size}). You now have ${MAX_QUANTITY}, the most per size.` }
          : { tone: 'info', text: `You already have ${MAX_QUANTITY} of ${product.title} (${size}), the most per size.` },
    );
  }

  return (
    <form className="add-to-cart" noValidate onSubmit={submit}>
      <div className="add-to-cart__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-size`}>
            Size
          </label>
          <select
            ref={sizeRef}
            id={`${id}-size`}
            className="select"
            value={size}
            required
            aria-invalid={sizeError ? true : undefined}
            aria-describedby={`${id}-size-error`}
            onChange={(event) => {
              const value = event.target.value;
              setSize(isSize(value) ? value : '');
              if (isSize(value)) setSizeError(null);
            }}
          >
            <option value="">Select size</option>
            {sizes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <p id={`${id}-size-error`} className="field__error" aria-live="polite">
            {sizeError}
          </p>
        </div>
        <div className="field add-to-cart__quantity">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            Quantity
          </label>
          <input
            ref={quantityRef}
            id={`${id}-quantity`}
            className="input"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            step={1}
            value={quantityText}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={`${id}-quantity-error`}
            onChange={(event) => {
              setQuantityText(event.target.value);
              setBadInput(event.target.validity.badInput);
              setQuantityError(null);
            }}
          />
          <p id={`${id}-quantity-error`} className="field__error" aria-live="polite">
            {quantityError}
          </p>
        </div>
      </div>
      <button type="submit" className="btn btn--primary add-to-cart__submit">
        Add to Cart
      </button>
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
