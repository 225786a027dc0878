import * as v from 'valibot';
import type { StorageAdapter } from '@/lib/storage';

/** Newsletter sign-ups recorded on this device, under `newsletter`. */
export const subscriberListSchema = v.array(
  v.object({
    email: v.pipe(v.string(), v.email()),
    subscribedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
);
type Subscriber = v.InferOutput<typeof subscriberListSchema>[number];

export const newsletterEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter your email address.'),
  v.maxLength(254, 'That email address is too long.'),
  v.email('Enter an email address like name@example.com.'),
);

export type SubscribeResult =
  | { kind: 'invalid'; message: string }
  | { kind: 'subscribed'; email: string }
  | { kind: 'already'; email: string };

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Records a newsletter sign-up on this device. Sign-ups that could not be saved (storage full
 * or refused) are kept for this tab, so a repeat is still recognised.
 */
export function createSubscriptions(storage: StorageAdapter, now: () => Date = () => new Date()) {
  const unsaved: Subscriber[] = [];
  return {
    subscribe(typed: string): SubscribeResult {
      const parsed = v.safeParse(newsletterEmailSchema, typed);
      if (!parsed.success) return { kind: 'invalid', message: parsed.issues[0].message };
      const email = parsed.output;
      const saved = storage.load('newsletter', subscriberListSchema) ?? [];
      const known = [...saved, ...unsaved.filter((u) => !saved.some((s) => sameEmail(s.email, u.email)))];
      if (known.some((s) => sameEmail(s.email, email))) return { kind: 'already', email };
      const entry = { email, subscribedAt: now().toISOString() };
      if (storage.save('newsletter', [...saved, entry])) {
        unsaved.splice(0, unsaved.length, ...unsaved.filter((u) => !sameEmail(u.email, email)));
      } else {
        unsaved.push(entry);
      }
      return { kind: 'subscribed', email };
    },
  };
}
