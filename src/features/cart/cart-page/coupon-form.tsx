import { useId, useState, type FormEvent } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { cartActions } from '../cart-store';
import { applyCoupon } from '../coupons';

/** The coupon box: every code gets a clear answer; a valid one is applied to the totals. */
export function CouponForm({ subtotal, applied }: { subtotal: number; applied: string | null }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = applyCoupon(code, subtotal);
    setAnswer({ ok: result.ok, message: result.message });
    if (result.ok) cartActions.setCoupon(result.code);
  }

  return (
    <form className="coupon" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="coupon__title">
        Apply coupon
      </h2>
      <label htmlFor={`${id}-code`} className="field__label">
        Coupon code
      </label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          className="input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          aria-invalid={answer && !answer.ok ? true : undefined}
          aria-describedby={`${id}-answer`}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          Apply
        </button>
      </div>
      <StatusMessage id={`${id}-answer`} tone={answer?.ok ? 'success' : 'error'}>
        {answer?.message}
      </StatusMessage>
      {applied && (
        <p className="coupon__applied">
          Coupon <strong>{applied}</strong> is applied.{' '}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => cartActions.setCoupon(null)}>
            Remove coupon
          </button>
        </p>
      )}
    </form>
  );
}
