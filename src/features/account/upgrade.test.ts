import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from './password';
import { upgradeUser } from './upgrade';
import { storedUserSchema, usersSchema, type UserRecord } from './user-schemas';

const FEW = 1_000;
const now = () => new Date('2026-03-01T10:00:00.000Z');
const record = (value: unknown): UserRecord => v.parse(usersSchema, [value])[0]!;

describe('upgradeUser', () => {
  it('replaces the plain password with a hash, drops the confirmation, keeps everything else', async () => {
    const legacy = record({ username: 'Ravi', email: 'Ravi@Example.com', password: 'hunter22', conformPassword: 'hunter22', city: 'Pune' });
    const upgraded = await upgradeUser(legacy, { iterations: FEW, now });
    expect(upgraded).not.toHaveProperty('password');
    expect(upgraded).not.toHaveProperty('conformPassword');
    expect(JSON.stringify(upgraded)).not.toContain('hunter22');
    expect(upgraded).toMatchObject({ username: 'Ravi', email: 'Ravi@Example.com', city: 'Pune', iterations: FEW, createdAt: now().toISOString() });
    expect(v.is(storedUserSchema, upgraded)).toBe(true);
  });

  it('gives a hash the original password verifies against (and nothing else does)', async () => {
    const upgraded = await upgradeUser(record({ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22' }), { iterations: FEW });
    await expect(verifyPassword('hunter22', upgraded)).resolves.toBe(true);
    await expect(verifyPassword('hunter23', upgraded)).resolves.toBe(false);
  });

  it('uses at least 600,000 iterations by default', async () => {
    const upgraded = await upgradeUser(record({ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22' }));
    expect(upgraded.iterations).toBeGreaterThanOrEqual(600_000);
  });

  it('leaves a stored user as it is', async () => {
    const hashed = await upgradeUser(record({ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22' }), { iterations: FEW });
    await expect(upgradeUser(hashed, { iterations: FEW })).resolves.toBe(hashed);
  });

  it('only strips stray plain fields from a record that is already hashed', async () => {
    const hashed = await upgradeUser(record({ username: 'Ravi', email: 'ravi@example.com', password: 'hunter22' }), { iterations: FEW });
    const mixed = record({ ...hashed, password: 'leftover', conformPassword: 'leftover' });
    const cleaned = await upgradeUser(mixed, { iterations: FEW });
    expect(cleaned).toEqual(hashed);
  });
});
