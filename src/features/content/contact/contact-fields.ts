import { site } from '@/config/site';
import { mailtoHref } from '@/lib/mailto';

/** The longest each contact field may be (the form's inputs carry these as `maxlength`). */
export const contactLimits = { name: 100, subject: 150, message: 5000 } as const;

/** What a contact message holds once its form's rules have accepted it. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** A `mailto:` link to the shop with the message's subject and body filled in. */
export function mailtoLink(message: ContactMessage, to: string = site.email): string {
  return mailtoHref(to, message.subject, `${message.message}\n\n— ${message.name} <${message.email}>`);
}
