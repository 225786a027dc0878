import { describe, expect, it } from 'vitest';
import { pinStore, rememberedPin, rememberPin } from './remembered-pin';
import { testDevice } from '@/test/device';


describe('the remembered PIN code', () => {
  it('is kept on the device and read back by the next visit', () => {
    pinStore.setState({ pin: null });
    const first = testDevice();
    expect(rememberedPin(first.storage)).toBeNull();
    rememberPin('560001', first.storage);
    expect(first.backend.getItem('pin')).toBe('"560001"');
    pinStore.setState({ pin: null });
    const next = testDevice({ pin: '"400001"' });
    expect(rememberedPin(next.storage)).toBe('400001');
  });

  it('keeps nothing that is not a PIN code', () => {
    pinStore.setState({ pin: null });
    const { storage, backend } = testDevice();
    rememberPin('12345', storage);
    rememberPin('<script>', storage);
    expect(rememberedPin(storage)).toBeNull();
    expect(backend.getItem('pin')).toBeNull();
  });

  it('sets an unreadable stored value aside and starts without one', () => {
    pinStore.setState({ pin: null });
    const { storage, backend, problems } = testDevice({ pin: '"0000 hostile"' });
    expect(rememberedPin(storage)).toBeNull();
    expect(backend.getItem('pin.backup')).toBe('"0000 hostile"');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'pin', backupKey: 'pin.backup' }]);
  });
});
