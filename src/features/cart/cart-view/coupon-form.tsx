import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { StatusMessage } from '@/components/ui/status-message';
import { formatPrice } from '@/lib/money';
import { cartActions } from '../cart-store';
import { applyCoupon, MAX_COUPON_LENGTH } from '../coupons';

/**
 * The coupon box: every code gets a clear answer; a valid one is applied to the totals.
 * `beforeCoupon` is what the cart comes to after the offers, which a coupon's minimum is counted on;
 * `minimum` is the applied coupon's minimum order when the cart is below it, so it does not count now.
 * What the coupon took off is said once, in the totals; here, only whether it applies.
 */
export function CouponForm({ beforeCoupon, applied, minimum }: { beforeCoupon: number; applied: string | null; minimum: number | null }) {
  const id = useId();
  // Only a code that was refused is answered here; one that applies is said once, in the status
  // below, which follows the coupon wherever it stands (applied, below its minimum, removed).
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = applyCoupon(String(new FormData(event.currentTarget).get('coupon') ?? ''), beforeCoupon);
    setProblem(result.ok ? null : result.message);
    if (result.ok) cartActions.setCoupon(result.code);
  }

  return (
    <form className="coupon" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="coupon__title">
        Apply coupon
      </h2>
      <Field label="Coupon code" live error={problem}>
        {(control) => (
          <div className="coupon__row">
            <input
              {...control}
              className="input"
              type="text"
              name="coupon"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={MAX_COUPON_LENGTH}
            />
            <button type="submit" className="btn btn--primary">
              Apply
            </button>
          </div>
        )}
      </Field>
      <StatusMessage tone={minimum !== null ? 'info' : 'success'} className="coupon__applied">
        {applied &&
          (minimum !== null ? (
            <>
              Coupon <strong>{applied}</strong> is for orders of {formatPrice(minimum)} or more; your cart comes to {formatPrice(beforeCoupon)}, so it
              does not apply now.
            </>
          ) : (
            <>
              Coupon <strong>{applied}</strong> is applied.
            </>
          ))}
      </StatusMessage>
      {applied && (
        <button type="button" className="btn btn--secondary btn--small coupon__remove" onClick={() => cartActions.setCoupon(null)}>
          Remove coupon
        </button>
      )}
    </form>
  );
}
