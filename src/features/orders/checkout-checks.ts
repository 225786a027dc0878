import { valibotChecks } from '@/lib/valibot-checks';
import { checkoutSchema, type CheckoutValues } from './checkout-schema';

export type { CheckoutValues };

/** The checkout's rules, loaded on their own (see lazyChecks in src/lib/checked-form.ts). */
export const checkoutChecks = valibotChecks(checkoutSchema);
export { orderBookFor } from './order-book';
export { lastDetailsOf } from './order';
export { placeOrder } from './place-order';
