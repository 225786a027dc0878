/**
 * Word between the desk's tabs (and windows) on this device that the ledger changed: a tab that
 * stores orders says so, and every other tab open on the desk reads the ledger again and shows the
 * change without a reload. A BroadcastChannel stays inside the browser (no network: the CSP's
 * `connect-src 'none'` holds); a browser without one simply shows other tabs' changes on a reload,
 * as before.
 */

const CHANNEL = 'rangeela-desk-ledger';

/** What a tab says: the store's count of the ledger's changes after its write (./desk-db.ts). */
export interface LedgerChanged {
  version: number;
}

let channel: BroadcastChannel | null | undefined;
const open = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null);

/** Tells the desk's other tabs that the ledger is now at `version`. */
export function announceLedgerChange(version: number): void {
  open()?.postMessage({ version } satisfies LedgerChanged);
}

/** Calls `listener` whenever another tab changed the ledger; returns what stops listening. */
export function onLedgerChange(listener: (changed: LedgerChanged) => void): () => void {
  const own = open();
  if (!own) return () => {};
  const heard = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (typeof data === 'object' && data !== null && typeof (data as LedgerChanged).version === 'number') listener(data as LedgerChanged);
  };
  own.addEventListener('message', heard);
  return () => own.removeEventListener('message', heard);
}
