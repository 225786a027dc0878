import type { ComponentProps } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from './cart-lines';

/** A number box for a line's quantity: whole numbers 1–10, a numeric keypad on phones. */
export function QuantityInput({ className = 'input', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <input {...props} className={className} type="number" inputMode="numeric" min={MIN_QUANTITY} max={MAX_QUANTITY} step={1} />;
}
