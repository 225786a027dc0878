import { describe, expect, it } from 'vitest';
import { storeFailure } from './desk-db';

describe('store failures', () => {
  it('says a full store plainly, and any other failure as one', () => {
    const full = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    expect(storeFailure(full)).toMatch(/^The phone’s storage is full/);
    expect(storeFailure(Object.assign(new Error('x'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } }))).toMatch(/storage is full/);
    expect(storeFailure(new Error('InvalidStateError'))).toMatch(/^The desk could not use this browser’s storage/);
  });
});
