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
 */
export function CouponForm({ beforeCoupon, applied, minimum }: { beforeCoupon: number; applied: string | null; minimum: number | null }) {
  const id = useId();
  const [answer, setAnswer] = useState<{ ok: true; code: string; message: string } | { ok: false; message: string } | null>(null);
  // "“WELCOME10” applied." answers the Apply that applied it, and is true only while it applies:
  // once the coupon stops applying (the cart fell below its minimum, it was removed, another tab
  // changed it) the line goes, for good, and the sentence below says where the coupon stands.
  if (answer?.ok && (answer.code !== applied || minimum !== null)) setAnswer(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = applyCoupon(String(new FormData(event.currentTarget).get('coupon') ?? ''), beforeCoupon);
    setAnswer(result.ok ? { ok: true, code: result.code, message: result.message } : { ok: false, message: result.message });
    if (result.ok) cartActions.setCoupon(result.code);
  }

  return (
    <form className="coupon" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="coupon__title">
        Apply coupon
      </h2>
      <Field label="Coupon code" live error={answer && !answer.ok ? answer.message : null}>
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
      <StatusMessage tone="success">{answer?.ok ? answer.message : null}</StatusMessage>
      {applied && (
        <p className="coupon__applied">
          {minimum !== null ? (
            <>
              Coupon <strong>{applied}</strong> is for orders of {formatPrice(minimum)} or more; your cart comes to {formatPrice(beforeCoupon)}, so it
              does not apply now.{' '}
            </>
          ) : (
            <>Coupon <strong>{applied}</strong> is applied. </>
          )}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => cartActions.setCoupon(null)}>
            Remove coupon
          </button>
        </p>
      )}
    </form>
  );
}
