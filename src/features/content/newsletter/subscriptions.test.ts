import { describe, expect, it } from 'vitest';
import { createMemoryStore, createStorageAdapter } from '@/lib/storage';
import { createSubscriptions } from './subscriptions';

function setup() {
  const store = createMemoryStore();
  const storage = createStorageAdapter({ backend: () => store });
  return { store, subscriptions: createSubscriptions(storage, () => new Date('2026-11-24T04:00:00.000Z')) };
}

describe('newsletter subscriptions', () => {
  it('records a sign-up and says it was saved', () => {
    const { store, subscriptions } = setup();
    expect(subscriptions.subscribe(' priya@example.com ')).toEqual({ kind: 'subscribed', email: 'priya@example.com', saved: true });
    expect(JSON.parse(store.data.get('newsletter') ?? '[]')).toEqual([{ email: 'priya@example.com', subscribedAt: '2026-11-24T04:00:00.000Z' }]);
  });

  it('says when storage refused a sign-up, keeps it for this tab, and writes it with the next save that works', () => {
    const { store, subscriptions } = setup();
    store.failWrites = true;
    expect(subscriptions.subscribe('priya@example.com')).toEqual({ kind: 'subscribed', email: 'priya@example.com', saved: false });
    expect(store.data.has('newsletter')).toBe(false);
    // Trying again while storage still refuses: still not saved (never "already signed up").
    expect(subscriptions.subscribe('PRIYA@example.com')).toEqual({ kind: 'subscribed', email: 'PRIYA@example.com', saved: false });

    store.failWrites = false;
    expect(subscriptions.subscribe('ravi@example.com')).toMatchObject({ saved: true });
    expect(JSON.parse(store.data.get('newsletter') ?? '[]').map((s: { email: string }) => s.email)).toEqual(['priya@example.com', 'ravi@example.com']);
  });

  it('a sign-up tried again once storage works is saved then, and only then is it "already" recorded', () => {
    const { store, subscriptions } = setup();
    store.failWrites = true;
    expect(subscriptions.subscribe('priya@example.com')).toMatchObject({ saved: false });
    store.failWrites = false;
    expect(subscriptions.subscribe('priya@example.com')).toEqual({ kind: 'subscribed', email: 'priya@example.com', saved: true });
    expect(JSON.parse(store.data.get('newsletter') ?? '[]')).toEqual([{ email: 'priya@example.com', subscribedAt: '2026-11-24T04:00:00.000Z' }]);
    expect(subscriptions.subscribe('priya@example.com')).toEqual({ kind: 'already', email: 'priya@example.com' });
  });
});
