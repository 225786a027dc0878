import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';
import type { Product } from '@/features/catalogue';
import { addMessage, isSize, sizes } from './cart-lines';
import { cartActions } from './cart-store';
import { parseQuantity, quantityMessages } from './quantity';
import { QuantityInput } from './quantity-input';
import './add-to-cart-form.css';

interface Errors {
  size?: string;
  quantity?: string;
}

/**
 * Size, quantity and Add to Cart on the product page. A size is required; the quantity is 1–10.
 * The fields are the form's own (`size`, `qty`), read when it is sent, so what the visitor chose
 * is what is added. It is a GET form to `/cart?add=…`: before the app runs, the browser checks the
 * required size itself and sends it there, where the cart page adds it; once the app runs, it adds
 * in place and says so.
 */
export function AddToCartForm({ product }: { product: Product }) {
  const [errors, setErrors] = useState<Errors>({});
  const [confirmation, setConfirmation] = useState<{ tone: 'success' | 'info'; text: string } | null>(null);
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const size = String(data.get('size') ?? '');
    const quantityInput = form.elements.namedItem('qty') as HTMLInputElement;
    const parsed = quantityInput.validity.badInput
      ? ({ kind: 'refused', message: quantityMessages.notWhole } as const)
      : parseQuantity(String(data.get('qty') ?? ''));
    const next: Errors = {
      ...(isSize(size) ? {} : { size: 'Please select a size.' }),
      ...(parsed.kind === 'ok' ? {} : { quantity: parsed.message }),
    };
    setErrors(next);
    setConfirmation(null);
    if (parsed.kind === 'clamped') quantityInput.value = String(parsed.quantity);
    if (!isSize(size)) return (form.elements.namedItem('size') as HTMLSelectElement).focus();
    if (parsed.kind !== 'ok') return quantityInput.focus();

    const result = cartActions.add(product.id, size, parsed.quantity);
    setConfirmation({ tone: result.kind === 'capped' ? 'info' : 'success', text: addMessage(product.title, size, result) });
  }

  const clear = (field: keyof Errors) => () => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <form className="add-to-cart" method="get" action={paths.cart()} noValidate={hydrated} onSubmit={submit} data-hold-until-ready="">
      <input type="hidden" name="add" value={product.id} />
      <div className="add-to-cart__fields">
        <Field label="Size" required live error={errors.size}>
          {(control) => (
            <select {...control} name="size" className="select" defaultValue="" onChange={clear('size')}>
              <option value="">Select size</option>
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Quantity" required live error={errors.quantity} className="add-to-cart__quantity">
          {(control) => (
            <QuantityInput {...control} name="qty" defaultValue={1} onChange={clear('quantity')} />
          )}
        </Field>
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
