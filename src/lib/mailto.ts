/** Line breaks as RFC 6068 asks for them in a mailto body. */
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A `mailto:` link with a subject and a body filled in, each encoded so any text survives. */
export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`;
}
