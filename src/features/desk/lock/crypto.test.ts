import { describe, expect, it } from 'vitest';
import { keyFor, newLock, PBKDF2_ITERATIONS, seal, unseal } from './crypto';

describe('the desk’s passcode lock', () => {
  it('seals an order so only the passcode’s key opens it, with a fresh IV each time', async () => {
    const { meta, key } = await newLock('mango lassi 42');
    expect(meta.iterations).toBeGreaterThanOrEqual(310_000);
    expect(meta.iterations).toBe(PBKDF2_ITERATIONS);
    expect(meta.salt).toHaveLength(16);
    const order = { number: 'RNG-261127-K7QX2M', buyer: 'Asha Sharma', total: 1299 };
    const [first, second] = [await seal(key, order), await seal(key, order)];
    expect(first.iv).not.toEqual(second.iv);
    expect(new TextDecoder().decode(first.data)).not.toContain('Asha');
    const again = await keyFor('mango lassi 42', meta);
    expect(again).not.toBeNull();
    expect(await unseal(again!, first)).toEqual(order);
  });

  it('refuses a wrong passcode, and a wrong key opens nothing', async () => {
    const { meta, key } = await newLock('mango lassi 42', 1000);
    expect(await keyFor('mango lassi 24', meta)).toBeNull();
    expect(await keyFor('', meta)).toBeNull();
    const other = await newLock('mango lassi 24', 1000);
    const sealed = await seal(key, { secret: true });
    await expect(unseal(other.key, sealed)).rejects.toThrow();
  });

  it('notices a sealed record that was changed', async () => {
    const { key } = await newLock('mango lassi 42', 1000);
    const sealed = await seal(key, 'Paid ₹1,299');
    const bytes = new Uint8Array(sealed.data.slice(0));
    bytes[0] = bytes[0]! ^ 1;
    await expect(unseal(key, { iv: sealed.iv, data: bytes.buffer })).rejects.toThrow();
  });
});
