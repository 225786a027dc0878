import { valibotChecks } from '@/lib/valibot-checks';
import { createSignupSchema, loginSchema } from './form-schemas';

/** The login and signup forms' rules, loaded on their own (see lazyChecks in src/lib/checked-form.ts). */
export const loginChecks = valibotChecks(loginSchema);

export function signupChecks(isEmailTaken: (email: string) => boolean) {
  return valibotChecks(createSignupSchema(isEmailTaken));
}
