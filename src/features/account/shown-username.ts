import { showsText, withoutBidiControls } from '@/lib/bidi';

/**
 * A user's name as the site shows it (the header, the welcome notices): without the marks that
 * reorder text, so "abc\u202Etuo goL" (with a right-to-left override) cannot read "abcLog out"
 * beside the real button. Signup drops them already, but a stored session or user record can be
 * edited by hand, so every place that shows a name goes through here. A name that would show nothing (only such marks, or
 * only invisible characters) is shown as the email instead, so the header never reads "Signed in
 * as" followed by nothing.
 */
export function shownUsername({ username, email }: { username: string; email: string }): string {
  const name = withoutBidiControls(username).trim();
  return showsText(name) ? name : withoutBidiControls(email).trim();
}
