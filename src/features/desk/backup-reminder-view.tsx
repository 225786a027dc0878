import { backupReminder } from './backup-reminder';
import { exportBackup } from './backup-controls';
import type { DeskOrder } from './desk-order';

/** The reminder after seven days without a backup (or none yet), with the export at hand. */
export function BackupReminder({ orders, lastBackup, onExported }: { orders: readonly DeskOrder[]; lastBackup: string | null | undefined; onExported: () => void }) {
  const said = lastBackup === undefined ? null : backupReminder(lastBackup, orders.length, new Date());
  if (!said) return null;
  return (
    <div className="desk-reminder" role="note" aria-label="Backup reminder">
      <p>{said}</p>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => {
          exportBackup(orders);
          onExported();
        }}
      >
        Back up now
      </button>
    </div>
  );
}
