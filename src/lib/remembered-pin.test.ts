import { describe, expect, it } from 'vitest';
import { pinStore, rememberedPin, rememberPin } from './remembered-pin';
import { createMemoryStore, createStorageAdapter, type StorageProblem } from './storage';

function device(initial: Record<string, string> = {}) {
  const backend = createMemoryStore(initial);
  const storage = createStorageAdapter({ backend: () => backend });
  const problems: StorageProblem[] = [];
  storage.onProblem((problem) => problems.push(problem));
  return { backend, storage, problems };
}

describe('the remembered PIN code', () => {
  it('is kept on the device and read back by the next visit', () => {
    pinStore.setState({ pin: null });
    const first = device();
    expect(rememberedPin(first.storage)).toBeNull();
    rememberPin('560001', first.storage);
    expect(first.backend.getItem('pin')).toBe('"560001"');
    pinStore.setState({ pin: null });
    const next = device({ pin: '"400001"' });
    expect(rememberedPin(next.storage)).toBe('400001');
  });

  it('keeps nothing that is not a PIN code', () => {
    pinStore.setState({ pin: null });
    const { storage, backend } = device();
    rememberPin('12345', storage);
    rememberPin('<script>', storage);
    expect(rememberedPin(storage)).toBeNull();
    expect(backend.getItem('pin')).toBeNull();
  });

  it('sets an unreadable stored value aside and starts without one', () => {
    pinStore.setState({ pin: null });
    const { storage, backend, problems } = device({ pin: '"0000 hostile"' });
    expect(rememberedPin(storage)).toBeNull();
    expect(backend.getItem('pin.backup')).toBe('"0000 hostile"');
    expect(problems).toEqual([{ kind: 'set-aside', key: 'pin', backupKey: 'pin.backup' }]);
  });
});
