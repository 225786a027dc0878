import * as v from 'valibot';

/**
 * Building blocks of the schemas the owner's files in shop/ are checked against (PRODUCT.md §14).
 * Every message says what was expected and what was found, because the build prints it beside the
 * file, line and field: `price: expected a whole number of rupees, got "8,99"`.
 */

type Issue = { received: string };

/** "expected …, got …", or "missing" when the field is not there at all. */
export const expected =
  (what: string) =>
  (issue: Issue): string =>
    issue.received === 'undefined' ? `missing: expected ${what}` : `expected ${what}, got ${issue.received}`;

/** An object whose fields are exactly these: a misspelt or unknown field is an error, not ignored. */
export function fields<const E extends v.ObjectEntries>(entries: E) {
  const known = Object.keys(entries);
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') {
      const typed = issue.received.replace(/^"|"$/g, '');
      const near = known.find((name) => editDistance(name.toLowerCase(), typed.toLowerCase()) <= 2);
      return `unknown field ${issue.received}${near ? `: did you mean ${near}?` : ''} (expected one of ${known.join(', ')})`;
    }
    if (issue.received === 'undefined') return 'missing: this field is required';
    return `expected a set of fields (name: value on their own lines), got ${issue.received}`;
  });
}

/** One line of text, trimmed, not empty. */
export function text(what = 'text', max = 200) {
  return v.pipe(
    v.string(expected(what)),
    v.trim(),
    v.nonEmpty(() => `expected ${what}, got nothing`),
    v.maxLength(max, (issue) => `expected at most ${max} characters, got ${issue.received}`),
  );
}

/** A whole number from `min` to `max`. */
export function wholeNumber(what: string, min: number, max: number) {
  return v.pipe(
    v.number(expected(what)),
    v.integer(expected(what)),
    v.minValue(min, expected(`${what} of at least ${min}`)),
    v.maxValue(max, expected(`${what} of at most ${max}`)),
  );
}

/** Whole rupees: 899, not "899", "8,99", 8.99 or -5. */
export const rupees = wholeNumber('a whole number of rupees', 1, 10_000_000);

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDate = v.pipe(
  v.string(expected('a date written YYYY-MM-DD')),
  v.check((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, (issue) => `expected a real date written YYYY-MM-DD, got ${issue.received}`),
);

/** A name used in addresses and file names: lower-case letters, digits and single hyphens. */
export const slug = v.pipe(
  v.string(expected('a name of lower-case letters, digits and hyphens')),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, expected('a name of lower-case letters, digits and hyphens (like new-arrivals)')),
);

/** A colour written as in CSS: "#2e3a6e" (quoted in YAML, where # starts a comment). */
export const hexColour = v.pipe(
  v.string(expected('a colour like "#2e3a6e" (in quotes)')),
  v.regex(/^#[0-9a-fA-F]{6}$/, expected('a colour like "#2e3a6e"')),
);

/** A photo's file name in the product's folder: front.jpg, indigo-back.webp. */
export const photoFileName = v.pipe(
  v.string(expected('a photo file name like front.jpg')),
  v.regex(/^[\w.-]+\.(jpe?g|png|webp)$/i, expected('a photo file name ending in .jpg, .jpeg, .png or .webp')),
);

export const email = v.pipe(v.string(expected('an email address')), v.email(expected('an email address like orders@yourshop.in')));

/** A list with at least `min` items. */
export function list<S extends v.GenericSchema>(item: S, what: string, min = 0, max = 1000) {
  return v.pipe(
    v.array(item, expected(`a list of ${what}`)),
    v.minLength(min, (issue) => `expected ${count(min, max)} ${what}, got ${issue.received === '0' ? 'none' : issue.received}`),
    v.maxLength(max, (issue) => `expected ${count(min, max)} ${what}, got ${issue.received}`),
  );
}

/** "1 to 8", "at least 1", "5": how many a list may hold, in words. */
function count(min: number, max: number): string {
  if (min === max) return String(min);
  return max >= 1000 ? `at least ${min}` : `${min} to ${max}`;
}

/** How many letters must change to turn one word into the other (for "did you mean price?"). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
