import { describe, expect, it } from 'vitest';
import { newLock } from './crypto';
import { unlockDesk, WRONG_PASSCODE } from './lock-store';

describe('opening a locked desk', () => {
  it('refuses a wrong passcode in plain words, before the store is read', async () => {
    const { meta } = await newLock('mango lassi 42', 1000);
    expect(await unlockDesk('mango lassi 24', meta)).toEqual({ ok: false, error: WRONG_PASSCODE });
    expect(WRONG_PASSCODE).toContain('a forgotten passcode cannot be recovered');
  });
});
