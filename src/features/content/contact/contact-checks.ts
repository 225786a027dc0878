import { valibotChecks } from '@/lib/valibot-checks';
import { contactSchema } from './messages';

/** The contact form's rules and the message box, loaded on their own (see lazyChecks in src/lib/checked-form.ts). */
export const contactChecks = valibotChecks(contactSchema);
export { messageBoxFor } from './messages';
