/**
 * GST registration numbers (GSTIN) and the states' GST codes. A GSTIN is 15 characters: the
 * state's two-digit code, the holder's PAN (5 letters, 4 digits, a letter), the registration's
 * number in that state, a Z, and a check character worked out from the first 14 (base 36, weights
 * 1 and 2 in turn), so a mistyped GSTIN is caught before it is printed on an invoice.
 */

/** Each state's and union territory's GST code, by the name India Post and the checkout use. */
export const gstStateCodes: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let at = 0; at < 14; at++) {
    const product = ALPHABET.indexOf(first14[at]!) * (at % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` is not a GSTIN, in words; null when it is one (its form and its check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'a GSTIN: 15 characters, the state’s 2 digits, the PAN, a digit or letter, Z and a check character, like 27AAAAA0000A1Z2';
  if (!Object.values(gstStateCodes).includes(gstin.slice(0, 2))) return `a GSTIN that starts with a state’s GST code (${gstin.slice(0, 2)} is none)`;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'a GSTIN whose last character matches the rest (one of its characters is mistyped)';
  return null;
}
