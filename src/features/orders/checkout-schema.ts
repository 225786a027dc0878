import * as v from 'valibot';
import { emailSchema, MAX_EMAIL_LENGTH, mobileSchema, pinCodeSchema, validationMessages } from '@/lib/validation';
import { deliveryFacts } from '@/config/shop-facts';
import { codRefusal } from '@/lib/delivery';
import { showsText, withoutBidiControls } from '@/lib/bidi';
import { deliveryLimits, deliveryMessages as messages } from './checkout-fields';
import { isState, type State } from './states';
import { paymentMethods } from './order';

/** A field a form always sends, but a missing one is told like an empty one. */
const sent = () => v.optional(v.string(), '');
/**
 * A line of text as the order keeps it: trimmed, without the marks that reorder text (no name or
 * address needs them, and they could show "Flat 1 ‮400001 PIN Road" reversed); a field that shows
 * nothing (only spaces, invisible or blank characters: lib/bidi.ts) is told like an empty one.
 */
const plain = () => v.pipe(sent(), v.transform(withoutBidiControls), v.trim());
const text = (empty: string, max: number, long: string) => v.pipe(plain(), v.check(showsText, empty), v.maxLength(max, long));

/**
 * The checkout form's rules: the delivery details and the payment choice (PRODUCT.md §13). A module
 * of its own so a stored order can be held to the same rules (./order-check.ts) without loading the
 * checkout's other code with them.
 */
export const checkoutSchema = v.pipe(
  v.object({
    name: text(messages.name, deliveryLimits.name, messages.nameLong),
    mobile: mobileSchema,
    address: text(messages.address, deliveryLimits.address, messages.addressLong),
    landmark: v.pipe(plain(), v.maxLength(deliveryLimits.landmark, messages.landmarkLong)),
    city: text(messages.city, deliveryLimits.city, messages.cityLong),
    state: v.pipe(sent(), v.check(isState, messages.state), v.transform((value) => value as State)),
    pin: pinCodeSchema,
    // Optional: an empty box is no email; anything typed must be an address.
    email: v.pipe(
      sent(),
      v.trim(),
      v.maxLength(MAX_EMAIL_LENGTH, validationMessages.emailFormat),
      v.check((value) => value === '' || v.is(emailSchema, value), validationMessages.emailFormat),
    ),
    // No radio chosen: the form sends no `payment` at all.
    payment: v.pipe(sent(), v.picklist(paymentMethods, messages.payment)),
  }),
  // Cash on delivery only where the shop's delivery zones take it (shop/shop.yaml).
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.payment !== 'cod') return;
    const refusal = codRefusal(dataset.value.pin, deliveryFacts);
    if (refusal) addIssue({ message: refusal, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'payment', value: dataset.value.payment }] });
  }),
);

export type CheckoutValues = v.InferOutput<typeof checkoutSchema>;
