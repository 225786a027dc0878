import { useState } from 'react';
import { backupReminder } from './backup-reminder';
import { exportBackup } from './backup-controls';

/** The reminder after seven days without a backup (or none yet), with the export at hand. */
export function BackupReminder({ orders, lastBackup, onExported }: { orders: number; lastBackup: string | null | undefined; onExported: () => void }) {
  const [problem, setProblem] = useState('');
  const said = lastBackup === undefined ? null : backupReminder(lastBackup, orders, new Date());
  if (!said) return null;
  return (
    <div className="desk-reminder" role="note" aria-label="Backup reminder">
      <p>{said}</p>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => void exportBackup().then((failed) => (failed ? setProblem(failed) : onExported()))}
      >
        Back up now
      </button>
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
