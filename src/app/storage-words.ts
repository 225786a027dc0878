import type { StorageKey, StorageProblem } from '@/lib/storage';

/*
 * What a visitor is told about a storage problem, in words. A module of its own, loaded when a
 * problem first happens (./storage-notices.ts): most visits have none, so these sentences are no
 * part of what every page loads before it is ready.
 */

/** How each stored part of the app is named to visitors. */
const what: Record<StorageKey, string> = {
  users: 'the accounts saved on this device',
  session: 'your sign-in',
  cart: 'your saved cart',
  theme: 'your theme choice',
  newsletter: 'your newsletter sign-up',
  messages: 'your saved messages',
  orders: 'your saved orders',
  pin: 'your PIN code',
  wishlist: 'your wishlist',
  recent: 'your recently viewed tees',
};

/** What a failed write could not keep, as said in "We could not save … on this device". */
const unsavedThing: Record<StorageKey, string> = {
  users: 'your account changes',
  session: 'your sign-in',
  cart: 'your cart',
  theme: 'your theme choice',
  newsletter: 'your newsletter sign-up',
  messages: 'your message',
  orders: 'your order',
  pin: 'your PIN code',
  wishlist: 'your wishlist',
  recent: 'your recently viewed tees',
};

/** One record of each list, as counted in "2 saved accounts could not be read". */
const record: Record<StorageKey, [one: string, many: string]> = {
  users: ['saved account', 'saved accounts'],
  session: ['sign-in', 'sign-ins'],
  cart: ['line of your saved cart', 'lines of your saved cart'],
  theme: ['theme choice', 'theme choices'],
  newsletter: ['newsletter sign-up', 'newsletter sign-ups'],
  messages: ['saved message', 'saved messages'],
  orders: ['saved order', 'saved orders'],
  pin: ['PIN code', 'PIN codes'],
  wishlist: ['saved tee', 'saved tees'],
  recent: ['recently viewed tee', 'recently viewed tees'],
};

/** The stored parts named in the plural ("the accounts …", "your saved orders"): "they were", not "it was". */
const plural = new Set<StorageKey>(['users', 'messages', 'orders', 'recent']);

const startsClean: Record<StorageKey, string> = {
  users: 'New sign-ups start a fresh list; nothing was deleted.',
  session: 'You are signed out.',
  cart: 'Your cart starts empty.',
  theme: 'The theme follows your system setting.',
  newsletter: 'You can sign up again.',
  messages: 'New messages start a fresh list.',
  orders: 'New orders start a fresh list; the old one is kept aside, not deleted.',
  pin: 'Check delivery to your PIN code again.',
  wishlist: 'Your wishlist starts empty.',
  recent: 'Recently viewed starts afresh.',
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A storage problem a visitor is told about (`saved-again` needs no words: it takes a notice away). */
export type ShownProblem = Exclude<StorageProblem, { kind: 'saved-again' }>;

/** The message a visitor sees for a storage problem. */
export function describeProblem(problem: ShownProblem): string {
  switch (problem.kind) {
    case 'set-aside':
      return `${capitalise(what[problem.key])} could not be read, so ${plural.has(problem.key) ? 'they were' : 'it was'} kept aside as “${problem.backupKey}”. ${startsClean[problem.key]}`;
    case 'records-set-aside': {
      const [one, many] = record[problem.key];
      const count = problem.count === 1 ? `1 ${one}` : `${problem.count} ${many}`;
      const passwords = problem.key === 'users' ? ` (${problem.count === 1 ? 'its password' : 'their passwords'} only as a hash)` : '';
      return `${capitalise(count)} could not be read, so ${problem.count === 1 ? 'it was' : 'they were'} kept aside as “${problem.backupKey}”${passwords}. The others are here as before.`;
    }
    case 'kept-unreadable':
      return `${capitalise(what[problem.key])} could not be read and there is no room to keep a copy, so ${plural.has(problem.key) ? 'they were left untouched. Changes to them' : 'it was left untouched. Changes to it'} will not be saved on this device.`;
    // What was not saved lives only in this page's memory: moving between the shop's pages keeps it,
    // a reload loses it as surely as closing the tab does.
    case 'write-failed':
      return `We could not save ${unsavedThing[problem.key]} on this device (storage is full or turned off). It still works until you reload the page or close this tab.`;
    case 'unavailable':
      return 'This browser is not letting the shop save anything, so your cart and sign-in last only until you reload the page or close this tab.';
  }
}

