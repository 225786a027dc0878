/**
 * Password hashing with the browser's Web Crypto: PBKDF2 over SHA-256, a random 16-byte salt per
 * password, and at least 600,000 iterations (OWASP's 2023 figure for PBKDF2-HMAC-SHA256).
 * `crypto.subtle` works off the main thread, so the page stays responsive while it hashes.
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
  const derived = await derive(password, saltBytes, iterations);
  return { passwordHash: toBase64(derived), salt: toBase64(saltBytes), iterations };
}

/** Whether `password` is the one `stored` was made from, compared in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.passwordHash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  return constantTimeEqual(actual, expected);
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
