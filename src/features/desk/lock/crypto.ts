/**
 * The desk's passcode lock (PRODUCT.md §16), by the browser's own Web Crypto: a key derived from the
 * passcode by PBKDF2 (SHA-256, a random 16-byte salt, 310,000 iterations, OWASP's floor for it),
 * and each record sealed with AES-GCM under a fresh random 12-byte IV, which also proves the record
 * was not changed. The key never leaves memory and cannot be exported; the passcode is not stored.
 * A forgotten passcode cannot be recovered: nothing else opens the records.
 */

export const PBKDF2_ITERATIONS = 310_000;

/** A sealed value: its IV and the AES-GCM ciphertext (with its tag). */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** What the store keeps of the lock: the salt, the iterations, and a known text sealed, to tell a wrong passcode. */
export interface LockMeta {
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  check: Sealed;
}

const CHECK_TEXT = 'desk passcode check';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The AES-GCM key of `passcode` and `salt` (not extractable). */
export async function deriveKey(passcode: string, salt: Uint8Array<ArrayBuffer>, iterations = PBKDF2_ITERATIONS): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(passcode), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** `value` as JSON, sealed under `key` with a new random IV. */
export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value)));
  return { iv, data };
}

/** A sealed value opened; throws (an OperationError) when `key` is not the one it was sealed with, or it was changed. */
export async function unseal<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
  return JSON.parse(decoder.decode(plain)) as T;
}

/** A new lock for `passcode`: its stored part (salt, iterations, check) and its key. */
export async function newLock(passcode: string, iterations = PBKDF2_ITERATIONS): Promise<{ meta: LockMeta; key: CryptoKey }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await deriveKey(passcode, salt, iterations);
  return { meta: { salt, iterations, check: await seal(key, CHECK_TEXT) }, key };
}

/** The key of the lock when `passcode` is its passcode; null when it is not. */
export async function keyFor(passcode: string, meta: LockMeta): Promise<CryptoKey | null> {
  const key = await deriveKey(passcode, meta.salt, meta.iterations);
  try {
    return (await unseal<string>(key, meta.check)) === CHECK_TEXT ? key : null;
  } catch {
    return null;
  }
}
