import { describe, expect, it } from 'vitest';
import { constantTimeEqual, DEFAULT_ITERATIONS, fromBase64, hashPassword, matchPassword, toBase64, verifyPassword, type PasswordHash } from './password';

const FEW = 1_000;
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** "café" with its é as one character (U+00E9) and as "e" plus a combining acute accent (U+0301). */
const COMPOSED = 'caf\u00e9-latte';
const DECOMPOSED = 'cafe\u0301-latte';

/** A hash as this app made them before passwords were normalised: from the characters exactly as typed. */
async function hashedAsTyped(password: string, iterations: number): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return { passwordHash: toBase64(new Uint8Array(bits)), salt: toBase64(salt), iterations };
}

describe('hashPassword', () => {
  it('matches the PBKDF2-HMAC-SHA256 test vector of RFC 7914 (P="passwd", S="salt", c=1)', async () => {
    const result = await hashPassword('passwd', { iterations: 1, salt: toBase64(new TextEncoder().encode('salt')) });
    expect(hex(fromBase64(result.passwordHash))).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
    expect(result).toMatchObject({ salt: 'c2FsdA==', iterations: 1 });
  });

  it('gives the same hash for the same password and salt', async () => {
    const first = await hashPassword('correct horse', { iterations: FEW });
    const again = await hashPassword('correct horse', { iterations: FEW, salt: first.salt });
    expect(again).toEqual(first);
  });

  it('draws a fresh random 16-byte salt each time, so the same password hashes differently', async () => {
    const a = await hashPassword('correct horse', { iterations: FEW });
    const b = await hashPassword('correct horse', { iterations: FEW });
    expect(fromBase64(a.salt)).toHaveLength(16);
    expect(a.salt).not.toBe(b.salt);
    expect(a.passwordHash).not.toBe(b.passwordHash);
    expect(fromBase64(a.passwordHash)).toHaveLength(32);
  });

  it('gives a different hash for a different password with the same salt', async () => {
    const a = await hashPassword('correct horse', { iterations: FEW });
    const b = await hashPassword('correct horsf', { iterations: FEW, salt: a.salt });
    expect(b.passwordHash).not.toBe(a.passwordHash);
  });

  it('uses at least 600,000 iterations unless told otherwise', async () => {
    expect(DEFAULT_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const result = await hashPassword('correct horse');
    expect(result.iterations).toBe(DEFAULT_ITERATIONS);
    await expect(verifyPassword('correct horse', result)).resolves.toBe(true);
  });

  it('never puts the password itself in what it returns', async () => {
    const result = await hashPassword('plain-secret-123', { iterations: FEW });
    expect(JSON.stringify(result)).not.toContain('plain-secret-123');
    expect(Object.keys(result).sort()).toEqual(['iterations', 'passwordHash', 'salt']);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('s3cret-enough', { iterations: FEW });
    await expect(verifyPassword('s3cret-enough', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-enougH', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('takes a password typed with a composed or a decomposed "é" as the same password', async () => {
    expect(COMPOSED).not.toBe(DECOMPOSED);
    const fromComposed = await hashPassword(COMPOSED, { iterations: FEW });
    await expect(verifyPassword(DECOMPOSED, fromComposed)).resolves.toBe(true);
    const fromDecomposed = await hashPassword(DECOMPOSED, { iterations: FEW });
    await expect(verifyPassword(COMPOSED, fromDecomposed)).resolves.toBe(true);
    expect((await hashPassword(DECOMPOSED, { iterations: FEW, salt: fromComposed.salt })).passwordHash).toBe(fromComposed.passwordHash);
    await expect(verifyPassword('cafe-latte', fromComposed)).resolves.toBe(false);
  });

  it('still accepts a hash made before passwords were normalised, from the password exactly as typed', async () => {
    // Typed composed (as most keyboards do), that hash is the composed form's: both forms match it.
    const composedThen = await hashedAsTyped(COMPOSED, FEW);
    await expect(matchPassword(COMPOSED, composedThen)).resolves.toBe('composed');
    await expect(matchPassword(DECOMPOSED, composedThen)).resolves.toBe('composed');
    // Typed decomposed, it matches the same characters typed again, and says so (accounts.ts renews it).
    const decomposedThen = await hashedAsTyped(DECOMPOSED, FEW);
    await expect(matchPassword(DECOMPOSED, decomposedThen)).resolves.toBe('as-typed');
    await expect(verifyPassword(DECOMPOSED, decomposedThen)).resolves.toBe(true);
    await expect(matchPassword('cafe\u0301-latt', decomposedThen)).resolves.toBe('none');
  });

  it('uses the iteration count stored with the hash', async () => {
    const stored = await hashPassword('s3cret-enough', { iterations: 2_000 });
    await expect(verifyPassword('s3cret-enough', stored)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-enough', { ...stored, iterations: 1_999 })).resolves.toBe(false);
  });
});

describe('constantTimeEqual', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('is true only for equal bytes of equal length', () => {
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 3))).toBe(true);
    expect(constantTimeEqual(bytes(), bytes())).toBe(true);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2, 4))).toBe(false);
    expect(constantTimeEqual(bytes(9, 2, 3), bytes(1, 2, 3))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2, 3), bytes(1, 2))).toBe(false);
    expect(constantTimeEqual(bytes(1, 2), bytes(1, 2, 0))).toBe(false);
  });

  it('reads every byte whether the first or the last one differs (no early exit)', () => {
    const reads = (a: Uint8Array, b: Uint8Array) => {
      let count = 0;
      const spy = (array: Uint8Array) =>
        new Proxy(array, {
          get(target, key) {
            if (typeof key === 'string' && /^\d+$/.test(key)) count++;
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
          },
        });
      constantTimeEqual(spy(a), spy(b));
      return count;
    };
    const base = new Uint8Array(32).fill(7);
    const firstDiffers = base.slice();
    firstDiffers[0] = 8;
    const lastDiffers = base.slice();
    lastDiffers[31] = 8;
    expect(reads(base, firstDiffers)).toBe(64);
    expect(reads(base, lastDiffers)).toBe(64);
    expect(reads(base, base.slice())).toBe(64);
  });
});

describe('base64 helpers', () => {
  it('round-trip every byte value', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(toBase64(new TextEncoder().encode('salt'))).toBe('c2FsdA==');
  });
});
