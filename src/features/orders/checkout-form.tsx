import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { FormSummary } from '@/components/ui/form-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { deliveryFacts } from '@/config/shop-facts';
import { useSession } from '@/features/account';
import { cartTotals, type CartLine } from '@/features/cart';
import { findProduct } from '@/features/catalogue';
import { lazyChecks, useCheckedForm } from '@/lib/checked-form';
import { useHydrated } from '@/lib/hydrated';
import { atOnce } from '@/lib/idle';
import type * as RememberedPin from '@/lib/remembered-pin';
import { storage } from '@/lib/storage';
import { formatPrice } from '@/lib/money';
import { MAX_EMAIL_LENGTH } from '@/lib/validation';
import type { CheckoutValues } from './checkout-checks';
import { deliveryLimits } from './checkout-fields';
import type * as PinRules from './india';
import { statesAndTerritories, type State } from './states';
import type { DeliveryDetails, ProductFacts } from './order';
import { aboveUpiLimit, upiLimitWord } from './upi-limit';
import { loadKeptOrderTees } from './kept-order-tees';

const checks = lazyChecks<CheckoutValues>(() => import('./checkout-checks').then((m) => m.checkoutChecks));
/** The order book and the order model, loaded with the form's rules (never with the page). */
// What placing needs comes with the rules, after the page is ready (the page itself stays within its budget).
// With the tees the orders kept here name, which the book reads them by (the page has only the
// cart's tees): ./kept-order-tees.ts.
const loadOrders = () =>
  Promise.all([import('./checkout-checks'), loadKeptOrderTees()]).then(([m]) => ({
    book: m.orderBookFor(storage),
    placeOrder: m.placeOrder,
    lastDetailsOf: m.lastDetailsOf,
  }));
/** The PIN code remembered on this device: filled in after ready, then kept when an order is placed. One load for both. */
let rememberedPinModule: Promise<typeof RememberedPin> | undefined;
const loadRememberedPin = () => (rememberedPinModule ??= import('@/lib/remembered-pin'));
/**
 * Which state a PIN code is in (./india.ts, India Post's zones): loaded once the page is ready, or
 * with the first PIN code read before that, not with the page (the form lists the states without it).
 */
let pinRulesModule: Promise<typeof PinRules> | undefined;
const loadPinRules = () => (pinRulesModule ??= import('./india'));

const productFacts: ProductFacts = (id) => findProduct(id);

/** The details fields as named in the form, for filling them in. */
const detailNames = ['name', 'mobile', 'address', 'landmark', 'city', 'state', 'pin', 'email'] as const satisfies readonly (keyof DeliveryDetails)[];

/** Fills in the empty fields of a form from earlier details; what the visitor has typed stays. */
function fillEmpty(form: HTMLFormElement, details: Partial<DeliveryDetails>) {
  for (const name of detailNames) {
    const field = form.elements.namedItem(name);
    const value = details[name];
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && !field.value && value) {
      field.value = value;
    }
  }
}

/** A field's value as the form holds it ('' for none). */
function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
}

/** What the PIN code says of the state chosen: nothing, or a warning (never an error: PIN zones have exceptions). */
function stateWarning(expected: State | null, pin: string, state: string): string | null {
  return expected && state && state !== expected ? `PIN code ${pin.trim()} is usually in ${expected}. Please check the state and the PIN code.` : null;
}

/** Where the PIN code's findings go: a warning on the state, and why cash on delivery is refused. */
interface PinFindings {
  warning: (warning: string | null) => void;
  noCod: (refusal: string | null) => void;
  /** A field was filled in for the visitor (the state): the form's messages follow it. */
  filled: (form: HTMLFormElement) => void;
}

/**
 * The state the form's PIN code is in, chosen for the visitor when they have chosen none (and did
 * not just choose one: `changed`); a warning when another state is chosen. Settles once done (the
 * PIN codes' zones are here once the page is ready; a PIN typed before that loads them). A state
 * filled in is a change to the form, as if chosen: a problem shown for an empty state goes.
 */
function suggestState(form: HTMLFormElement, findings: Pick<PinFindings, 'warning' | 'filled'>, changed: 'pin' | 'state' | null = null): Promise<void> {
  const pin = form.elements.namedItem('pin');
  const state = form.elements.namedItem('state');
  if (!(pin instanceof HTMLInputElement) || !(state instanceof HTMLSelectElement)) return Promise.resolve();
  return loadPinRules()
    .then(({ stateForPin }) => {
      // The fields as they are now: a later read says what a later PIN code means.
      const expected = stateForPin(pin.value.replace(/\s/g, ''));
      if (changed !== 'state' && expected && !state.value) {
        state.value = expected;
        findings.filled(form);
      }
      findings.warning(stateWarning(expected, pin.value, state.value));
    })
    .catch(() => undefined);
}

/**
 * What the form's PIN code says: the state it suggests (unless the state was just chosen), a
 * warning when another state is chosen, and whether cash on delivery reaches it.
 */
function readPin(form: HTMLFormElement, findings: PinFindings, changed: 'pin' | 'state' | null = null) {
  const pin = form.elements.namedItem('pin');
  if (!(pin instanceof HTMLInputElement)) return;
  const typed = pin.value;
  if (!typed.trim()) {
    findings.warning(null);
    findings.noCod(null);
    return;
  }
  void suggestState(form, findings, changed);
  // The delivery rules load with the first PIN code.
  void import('@/lib/delivery')
    .then(({ codRefusal }) => findings.noCod(codRefusal(typed, deliveryFacts)))
    .catch(() => undefined);
}

/** An order just placed (the order book says whether storage kept it: `isKept`). */
export interface Placed {
  number: string;
}

/**
 * The checkout (PRODUCT.md §13): where the order goes and how it is paid. Each field is checked as
 * the visitor leaves it; the state is suggested from the PIN code. A valid form becomes an order,
 * kept on this device before its lines leave the cart (a refused write keeps the cart). `lines` are
 * the cart's lines that can be ordered (`orderableLines`).
 *
 * One order at a time across the device's tabs: each tab places its order holding one lock, and
 * reads the stored cart afresh once it has it. So the same cart placed from two tabs at the same
 * moment gives one order: the second tab finds the cart already ordered and calls
 * `onPlacedElsewhere` with the first tab's order, placing nothing.
 */
export function CheckoutForm({
  lines,
  coupon,
  onPlaced,
  onPlacedElsewhere,
  after = atOnce,
}: {
  lines: readonly CartLine[];
  coupon: string | null;
  onPlaced: (placed: Placed) => void;
  onPlacedElsewhere: (placed: Placed) => void;
  /** What filling in remembered details waits for (the page's ready mark, from the route): their code never competes with the page's. */
  after?: () => Promise<void>;
}) {
  const session = useSession();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [noCod, setNoCod] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** When the form was shown (ms): an order placed since, of these very lines, was placed from another tab. */
  const shownAt = useRef(Number.POSITIVE_INFINITY);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const { total } = cartTotals(lines, productFacts, coupon);

  const form = useCheckedForm(
    checks,
    async ({ payment, ...details }) => {
      if (lines.length === 0) {
        setProblem('Your cart is empty, so there is nothing to order.');
        return;
      }
      // The order's page shows its details next: their code comes while the order is placed, not after.
      void import('./order-details').catch(() => undefined);
      try {
        const { book, placeOrder } = await loadOrders();
        const outcome = await placeOrder(book, { lines, coupon, details, payment, account: session?.email ?? null }, shownAt.current);
        if ('changed' in outcome) {
          setProblem('Your cart changed in another tab while the order was being placed. Check the order summary, then place your order again.');
        } else if ('elsewhere' in outcome) {
          onPlacedElsewhere({ number: outcome.elsewhere });
        } else {
          await loadRememberedPin()
            .then(({ rememberPin }) => rememberPin(details.pin))
            .catch(() => undefined); // the order is placed; only the PIN is not kept for next time
          onPlaced({ number: outcome.placed });
        }
      } catch (error) {
        console.warn('The order could not be placed.', error);
        setProblem('Your order could not be placed just now (the page may need to reload). Your cart and details are kept: please try again.');
      }
    },
    {
      checkOnLeave: true,
      // Place order tapped before the PIN code's state was suggested (typed before the app ran, the
      // tap held until it did): the state is chosen from the PIN first, as it would have been a moment
      // later (and checked next, so its filling in needs no check of its own).
      beforeCheck: (sent) => (fieldValue(sent, 'state') || !fieldValue(sent, 'pin').trim() ? Promise.resolve() : suggestState(sent, { warning: setWarning, filled: () => undefined })),
    },
  );
  const { refresh } = form;

  // A PIN typed before the scripts ran says at once what it means for cash on delivery. The PIN
  // code last checked on a product page or used at checkout (its code loads after ready) fills an
  // empty PIN code and suggests its state, and says the same; before any other details arrive.
  useEffect(() => {
    if (formRef.current) readPin(formRef.current, { warning: setWarning, noCod: setNoCod, filled: refresh });
    let current = true;
    void after()
      .then(() => Promise.all([loadRememberedPin(), loadPinRules()]))
      .then(([{ rememberedPin }, { stateForPin }]) => {
        const pin = rememberedPin();
        if (!current || !pin || !formRef.current) return;
        fillEmpty(formRef.current, { pin, state: stateForPin(pin) ?? undefined });
        refresh(formRef.current);
        readPin(formRef.current, { warning: setWarning, noCod: setNoCod, filled: refresh });
      })
      .catch(() => undefined); // nothing remembered to show
    return () => {
      current = false;
    };
  }, [after, refresh]);

  // A signed-in visitor's details from their last order (and their email) fill the fields left empty.
  const account = session?.email;
  useEffect(() => {
    if (!account) return;
    let current = true;
    // After the remembered PIN, which comes first.
    void after()
      .then(() => Promise.all([loadOrders(), loadRememberedPin().catch(() => undefined)]))
      .then(([{ book, lastDetailsOf }]) => {
        const last = lastDetailsOf(book.all(), account);
        if (!current || !formRef.current) return;
        fillEmpty(formRef.current, { ...last, email: last?.email || account });
        refresh(formRef.current);
        readPin(formRef.current, { warning: setWarning, noCod: setNoCod, filled: refresh });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [account, after, refresh]);

  function onPinOrState(event: FormEvent<HTMLFormElement>) {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement) || (target.name !== 'pin' && target.name !== 'state')) return;
    readPin(event.currentTarget, { warning: setWarning, noCod: setNoCod, filled: refresh }, target.name);
  }

  return (
    // Each field is checked as the visitor leaves it: one focusout listener for the whole form.
    <form
      ref={formRef}
      className="checkout-form"
      noValidate
      aria-labelledby="checkout-details"
      onSubmit={(event) => {
        setProblem(null);
        form.onSubmit(event);
      }}
      onChange={(event) => {
        onPinOrState(event);
        form.onChange(event);
      }}
      onBlur={form.onBlur}
      onFocus={form.onFocus}
    >
      <h2 id="checkout-details" className="checkout-form__title">
        Delivery details
      </h2>
      <Field label="Full name" required error={form.errors.name}>
        {(control) => <input {...control} name="name" className="input" type="text" autoComplete="shipping name" maxLength={deliveryLimits.name} />}
      </Field>
      <Field label="Mobile number" required error={form.errors.mobile} hint="10 digits. The shop calls only about this order.">
        {(control) => (
          <input {...control} name="mobile" className="input" type="tel" autoComplete="shipping tel-national" inputMode="tel" maxLength={deliveryLimits.mobile} />
        )}
      </Field>
      <Field label="Address" required error={form.errors.address} hint="House or flat number, building, street.">
        {(control) => (
          <textarea {...control} name="address" className="textarea checkout-form__address" rows={3} autoComplete="shipping street-address" maxLength={deliveryLimits.address} />
        )}
      </Field>
      <Field label="Landmark" error={form.errors.landmark} hint="Optional: something near, to help the courier.">
        {(control) => <input {...control} name="landmark" className="input" type="text" maxLength={deliveryLimits.landmark} />}
      </Field>
      <div className="checkout-form__row">
        <Field label="PIN code" required error={form.errors.pin}>
          {(control) => (
            <input {...control} name="pin" className="input" type="text" inputMode="numeric" autoComplete="shipping postal-code" maxLength={deliveryLimits.pin} />
          )}
        </Field>
        <Field label="City" required error={form.errors.city}>
          {(control) => <input {...control} name="city" className="input" type="text" autoComplete="shipping address-level2" maxLength={deliveryLimits.city} />}
        </Field>
      </div>
      <Field label="State" required error={form.errors.state} warning={warning}>
        {(control) => (
          <select {...control} name="state" className="select" autoComplete="shipping address-level1" defaultValue="">
            <option value="">Choose a state</option>
            {statesAndTerritories.map((state: State) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Email" error={form.errors.email} hint="Optional: for a copy of the order.">
        {(control) => (
          <input {...control} name="email" className="input" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} />
        )}
      </Field>
      <div className="checkout-form__payment" role="radiogroup" aria-labelledby="payment-legend">
        <p id="payment-legend" className="field__label">
          Payment
        </p>
        <div className="choice">
          <input id="payment-upi" type="radio" name="payment" value="upi" defaultChecked />
          <label htmlFor="payment-upi">
            <strong>UPI</strong>
            <span className="choice__hint">
              {aboveUpiLimit(total) ? upiLimitWord(total) : 'Pay from any UPI app with the QR code or link on the next page.'}
            </span>
          </label>
        </div>
        <div className="choice">
          <input id="payment-cod" type="radio" name="payment" value="cod" />
          <label htmlFor="payment-cod">
            <strong>Cash on delivery</strong>
            {/* Its hint or the group's error, not both: the same sentence once. */}
            <span className="choice__hint">{(!form.errors.payment && noCod) || 'Pay the courier in cash when the order arrives.'}</span>
          </label>
        </div>
        {form.errors.payment && <p className="field__error">{form.errors.payment}</p>}
      </div>
      {/* The amount is on the button the visitor decides with (PRODUCT.md §13), once the app has read the cart (never "₹0" before). */}
      <SubmitButton className="checkout-form__submit" busy={form.busy} busyLabel="Placing order…">
        Place order{hydrated && lines.length > 0 ? ` · ${formatPrice(total)}` : ''}
      </SubmitButton>
      <FormSummary errors={form.errors} submitCount={form.submitCount} failure={form.failure ?? problem} />
    </form>
  );
}
