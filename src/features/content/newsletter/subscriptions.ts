import * as v from 'valibot';
import { createPersistedList, perStorage } from '@/lib/persisted-list';
import type { StorageAdapter } from '@/lib/storage';
import { emailSchema, sameEmail } from '@/lib/validation';

/** Newsletter sign-ups recorded on this device, under `newsletter`. */
export const subscriberListSchema = v.array(
  v.object({
    email: v.pipe(v.string(), v.email()),
    subscribedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
);
type Subscriber = v.InferOutput<typeof subscriberListSchema>[number];

export type SubscribeResult =
  | { kind: 'invalid'; message: string }
  /** `saved: false` when storage refused the write: the sign-up is kept in this tab and written with the next save that works. */
  | { kind: 'subscribed'; email: string; saved: boolean }
  | { kind: 'already'; email: string };

/** Records newsletter sign-ups on this device; one that could not be saved stays in memory. */
export function createSubscriptions(storage: StorageAdapter, now: () => Date = () => new Date()) {
  const list = createPersistedList<Subscriber>(storage, 'newsletter', { record: subscriberListSchema.item, identify: (subscriber) => subscriber.email.trim().toLowerCase() });
  return {
    subscribe(typed: string): SubscribeResult {
      const parsed = v.safeParse(emailSchema, typed);
      if (!parsed.success) return { kind: 'invalid', message: parsed.issues[0].message };
      const email = parsed.output;
      if (list.read().some((s) => sameEmail(s.email, email))) {
        // Signed up in this tab, but storage refused it: this is the visitor trying again.
        if (!list.saved()) return { kind: 'subscribed', email, saved: list.retry() };
        return { kind: 'already', email };
      }
      const saved = list.add({ email, subscribedAt: now().toISOString() });
      return { kind: 'subscribed', email, saved };
    },
  };
}

/** The sign-ups of a storage adapter, made on first use. */
export const subscriptionsFor = perStorage((storage: StorageAdapter) => createSubscriptions(storage));
