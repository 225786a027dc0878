/**
 * Holding the lock is not enough on its own: a tab's localStorage is its renderer's copy, and in
 * Chromium another tab's write reaches it a little later (tens to hundreds of milliseconds), so the
 * second tab, granted the lock the moment the first lets go, can still read the cart as it was.
 * The lock manager itself is one for the whole browser: before letting go, the tab that placed an
 * order also takes a lock named after what it ordered, and holds it a while; the next tab asks the
 * lock manager, not storage, whether these lines were just ordered.
 */
const PLACED = 'rangeela-placed';
/** How long a placed order is announced: far longer than two taps "at the same moment". */
const ANNOUNCED_FOR_MS = 60_000;

type Locks = Pick<LockManager, 'request'> & Partial<Pick<LockManager, 'query'>>;

function browserLocks(): Locks | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
}

/** What an order was placed for, as one word: its lines (any order) and its coupon. */
export function orderedKey(lines: readonly { productId: number; colour: string; size: string; quantity: number }[], coupon: string | null): string {
  const parts = lines.map((line) => `${line.productId}:${line.colour}:${line.size}:${line.quantity}`).sort();
  return `${parts.join(',')}|${coupon ?? ''}`;
}

/** The lock that says "order {number} was placed for {key} at {at}". */
function placedName(key: string, number: string, at: number): string {
  return `${PLACED} ${at} ${number} ${key}`;
}

/**
 * Tells every tab that this one has just placed `number` for `key`: resolves once the lock manager
 * holds the announcement (at once where the browser has no Web Locks).
 */
export function announcePlaced(key: string, number: string, at: number, locks: Locks | undefined = browserLocks()): Promise<void> {
  if (!locks) return Promise.resolve();
  return new Promise<void>((announced) => {
    locks
      .request(placedName(key, number, at), () => {
        announced();
        return new Promise<void>((done) => setTimeout(done, ANNOUNCED_FOR_MS));
      })
      .catch(() => announced());
  });
}

/** The order another tab placed for `key` since `since` (ms), as the lock manager holds it; null if none. */
export async function placedElsewhere(key: string, since: number, locks: Locks | undefined = browserLocks()): Promise<string | null> {
  if (typeof locks?.query !== 'function') return null;
  let held: LockInfo[];
  try {
    held = (await locks.query()).held ?? [];
  } catch {
    return null; // the lock manager could not say: storage is the only word left (checkout-form.tsx)
  }
  for (const { name } of held) {
    const match = name?.startsWith(`${PLACED} `) ? /^\S+ (\d+) (\S+) (.*)$/.exec(name) : null;
    if (match && Number(match[1]) >= since && match[3] === key) return match[2]!;
  }
  return null;
}
