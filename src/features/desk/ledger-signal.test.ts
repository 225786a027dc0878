import { afterEach, describe, expect, it } from 'vitest';
import { announceLedgerChange, onLedgerChange, type LedgerChanged } from './ledger-signal';

/** Another tab's end of the channel: a second BroadcastChannel of the same name. */
const others: BroadcastChannel[] = [];
function otherTab(): BroadcastChannel {
  const tab = new BroadcastChannel('rangeela-desk-ledger');
  others.push(tab);
  return tab;
}

const next = (tab: BroadcastChannel) => new Promise<unknown>((heard) => tab.addEventListener('message', (event) => heard(event.data), { once: true }));

afterEach(() => {
  for (const tab of others.splice(0)) tab.close();
});

describe('word between the desk’s tabs that the ledger changed', () => {
  it('reaches another tab with the store’s count of changes', async () => {
    const tab = otherTab();
    const heard = next(tab);
    announceLedgerChange(7);
    expect(await heard).toEqual({ version: 7 });
  });

  it('is heard from another tab, and no longer once the listener stops', async () => {
    const heard: LedgerChanged[] = [];
    let wake: () => void = () => {};
    const stop = onLedgerChange((changed) => {
      heard.push(changed);
      wake();
    });
    const tab = otherTab();
    await new Promise<void>((done) => {
      wake = done;
      // Something that is not the desk's word is ignored.
      tab.postMessage('hello');
      tab.postMessage({ version: 3 });
    });
    stop();
    // Once stopped, nothing more is heard (a third tab hears the word that came after).
    const probe = otherTab();
    const after = next(probe);
    tab.postMessage({ version: 4 });
    await after;
    expect(heard).toEqual([{ version: 3 }]);
  });
});
