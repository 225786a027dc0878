import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isLegacyUser, legacyUserSchema, storedUserSchema, usersSchema } from './user-schemas';

const stored = {
  username: 'Asha',
  email: 'asha@example.com',
  passwordHash: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA=',
  salt: 'AAECAwQFBgcICQoLDA0ODw==',
  iterations: 600_000,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const legacy = { username: 'Ravi', email: 'ravi@example.com', password: 'hunter22', conformPassword: 'hunter22' };

describe('storedUserSchema', () => {
  it('accepts a hashed user and keeps any extra fields', () => {
    expect(v.parse(storedUserSchema, stored)).toEqual(stored);
    expect(v.parse(storedUserSchema, { ...stored, note: 'kept' })).toMatchObject({ note: 'kept' });
  });

  it.each([
    ['no hash', { ...stored, passwordHash: undefined }],
    ['a hash that is not base64', { ...stored, passwordHash: 'not base64!' }],
    ['an empty salt', { ...stored, salt: '' }],
    ['zero iterations', { ...stored, iterations: 0 }],
    ['fractional iterations', { ...stored, iterations: 1.5 }],
    ['absurd iterations', { ...stored, iterations: 1e12 }],
    ['iterations as text', { ...stored, iterations: '600000' }],
    ['a creation time that is not a timestamp', { ...stored, createdAt: 'yesterday' }],
    ['no email', { ...stored, email: undefined }],
  ])('refuses %s', (_, value) => {
    expect(v.is(storedUserSchema, value)).toBe(false);
  });
});

describe('legacyUserSchema', () => {
  it('accepts the records of the earlier implementation, with or without a confirmation', () => {
    expect(v.parse(legacyUserSchema, legacy)).toEqual(legacy);
    expect(v.is(legacyUserSchema, { username: 'x', email: 'x@y', password: 'p' })).toBe(true);
  });

  it('is loose about what that version never checked, but needs the fields to be text', () => {
    expect(v.is(legacyUserSchema, { username: '', email: 'not-an-email', password: '' })).toBe(true);
    expect(v.is(legacyUserSchema, { ...legacy, password: 12345678 })).toBe(false);
    expect(v.is(legacyUserSchema, { username: 'x', email: 'x@y.z' })).toBe(false);
  });
});

describe('usersSchema', () => {
  it('reads a list of stored and legacy users together', () => {
    const list = v.parse(usersSchema, [stored, legacy]);
    expect(list.map(isLegacyUser)).toEqual([false, true]);
  });

  it.each([
    ['an object instead of a list', { users: [] }],
    ['a list holding something else', [stored, 'ravi']],
    ['a list holding null', [null]],
  ])('refuses %s', (_, value) => {
    expect(v.is(usersSchema, value)).toBe(false);
  });
});

describe('isLegacyUser', () => {
  it('spots a plain password even beside a hash', () => {
    expect(isLegacyUser(v.parse(usersSchema, [{ ...stored, password: 'x' }])[0]!)).toBe(true);
    expect(isLegacyUser(v.parse(usersSchema, [{ ...stored, conformPassword: 'x' }])[0]!)).toBe(true);
    expect(isLegacyUser(v.parse(usersSchema, [stored])[0]!)).toBe(false);
  });
});
