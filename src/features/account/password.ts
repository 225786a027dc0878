/**
 * Password hashing with the browser's Web Crypto: PBKDF2 over SHA-256, a random 16-byte salt per
 * password, and at least 600,000 iterations (OWASP's 2023 figure for PBKDF2-HMAC-SHA256).
 * `crypto.subtle` works off the main thread, so the page stays responsive while it hashes.
 *
 * A password is hashed in its composed Unicode form (NFC): "é" typed as one character (U+00E9) on
 * one keyboard and as "e" plus a combining accent (U+0301) on another is the same password to the
 * person typing it, and must be the same to the shop.
 */

/** Iterations used for every new hash. Tests pass a small count instead. */
export const DEFAULT_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export interface PasswordHash {
  /** Base64 of the 32-byte derived key. */
  passwordHash: string;
  /** Base64 of the 16 random salt bytes. */
  salt: string;
  iterations: number;
}

export interface HashOptions {
  iterations?: number | undefined;
  /** Base64 salt; a fresh random one when absent. */
  salt?: string | undefined;
}

export async function hashPassword(
  password: string,
  { iterations = DEFAULT_ITERATIONS, salt }: HashOptions = {},
): Promise<PasswordHash> {
  const saltBytes = salt === undefined ? crypto.getRandomValues(new Uint8Array(SALT_BYTES)) : fromBase64(salt);
  const derived = await derive(password.normalize('NFC'), saltBytes, iterations);
  return { passwordHash: toBase64(derived), salt: toBase64(saltBytes), iterations };
}

/**
 * How a typed password compares with a stored hash: `composed` when its composed form (NFC) is what
 * the hash was made from, as for every hash made since passwords were normalised; `as-typed` when
 * only the exact characters typed match, a hash made before then from a password typed
 * decomposed (its owner typed it the same way again); `none` otherwise.
 * A password already in composed form, as most keyboards type it, is one hash either way, so
 * accounts whose passwords were typed composed (nearly all) match as before, in either form now.
 * One typed decomposed costs two hashes, both always computed, so the time taken says nothing about
 * which of them matched, or whether either did.
 */
export async function matchPassword(password: string, stored: PasswordHash): Promise<'composed' | 'as-typed' | 'none'> {
  const expected = fromBase64(stored.passwordHash);
  const salt = fromBase64(stored.salt);
  const composed = password.normalize('NFC');
  const matchesComposed = constantTimeEqual(await derive(composed, salt, stored.iterations), expected);
  const matchesAsTyped = composed !== password && constantTimeEqual(await derive(password, salt, stored.iterations), expected);
  return matchesComposed ? 'composed' : matchesAsTyped ? 'as-typed' : 'none';
}

/** Whether `password` (in either Unicode form, see matchPassword) is the one `stored` was made from, compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return (await matchPassword(password, stored)) !== 'none';
}

/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they
 * first differ.
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
