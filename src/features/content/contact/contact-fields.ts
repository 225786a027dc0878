import { site } from '@/config/site';

/** The longest each contact field may be (the form's inputs carry these as `maxlength`). */
export const contactLimits = { name: 100, subject: 150, message: 5000 } as const;

/** What a contact message holds once its form's rules have accepted it. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Line breaks as RFC 6068 asks for them in a mailto body. */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A `mailto:` link to the shop with the message's subject and body filled in. */
export function mailtoLink(message: ContactMessage, to: string = site.email): string {
  const body = crlf(`${message.message}\n\n— ${message.name} <${message.email}>`);
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}
