import { useState, type ChangeEvent } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { loadOrders } from './desk-db';
import { newestFirst, type DeskOrder } from './desk-order';

/** Offers text as a file to save (a download from a blob: no request leaves the device). */
function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const stamp = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Offers the whole desk as one backup file (or the orders as CSV), named with the day. The whole
 * orders are read from the store now: the page holds only their summaries. Returns the store's
 * failure as a sentence, or null.
 */
export async function exportBackup(as: 'backup' | 'csv' = 'backup'): Promise<string | null> {
  // The file's code (the backup's, with the order rules it is checked by, or the CSV's) loads when first asked for, not with the desk.
  const [orders, write] = await Promise.all([
    loadOrders(),
    as === 'csv' ? import('./csv').then((m) => m.ordersCsv) : import('./backup').then((m) => m.backupText),
  ]);
  if (!orders.ok) return orders.error;
  const now = new Date();
  const text = write(newestFirst(orders.value), now);
  if (as === 'csv') download(`orders-${stamp(now)}.csv`, 'text/csv', text);
  else download(`desk-backup-${stamp(now)}.json`, 'application/json', text);
  return null;
}

/** Backup and move: the whole desk to one file and back (merged by order number), and the orders as CSV. */
export function BackupControls({
  orders,
  save,
  onExported,
}: {
  /** The desk's orders, in brief: an import is merged by number and time of change. */
  orders: readonly Pick<DeskOrder, 'number' | 'updatedAt' | 'invoice'>[];
  save: (changed: DeskOrder[]) => Promise<string | null>;
  /** Told when a backup was exported (the reminder's clock starts again). */
  onExported?: () => void;
}) {
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setSaid('');
    setProblem('');
    if (!file) return;
    const [text, { mergeOrders, readBackup }] = await Promise.all([file.text(), import('./backup')]);
    const read = readBackup(text);
    input.value = '';
    if (!read.ok) return setProblem(read.error);
    const { changed, merged } = mergeOrders(orders, read.orders);
    const failed = await save(changed);
    if (failed) return setProblem(failed);
    // Said, never mended silently (./invoice-clashes.ts, loaded with the first import: the desk's chunk stays in budget).
    const { invoiceClashes, invoiceClashWords } = await import('./invoice-clashes');
    setProblem(invoiceClashWords(invoiceClashes(merged, changed)));
    const same = read.orders.length - changed.length;
    setSaid(`Backup read: ${changed.length} ${changed.length === 1 ? 'order' : 'orders'} added or brought up to date, ${same} already as on this desk.`);
  }

  return (
    <section className="desk-backup" aria-labelledby="desk-backup-title">
      <h2 id="desk-backup-title" className="desk-order__subtitle">
        Backup and move
      </h2>
      <p className="desk-backup__text">Everything on the desk stays on this phone. Keep a backup elsewhere, or move the desk to another device.</p>
      <div className="desk-backup__buttons">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void exportBackup().then((failed) => (failed ? setProblem(failed) : onExported?.()))}>
          Export backup
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void exportBackup('csv').then((failed) => failed && setProblem(failed))}>
          Export CSV
        </button>
      </div>
      <label className="field__label" htmlFor="desk-import">
        Import backup
      </label>
      <input id="desk-import" type="file" className="desk-file" accept=".json,application/json" onChange={(event) => void onImport(event)} />
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
      <StatusMessage>{said}</StatusMessage>
    </section>
  );
}
