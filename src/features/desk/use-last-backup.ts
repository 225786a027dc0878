import { useCallback, useEffect, useState } from 'react';
import { loadLastBackup, saveLastBackup } from './desk-db';

/**
 * When this desk was last backed up, kept in the desk's store: `undefined` until read (no reminder
 * flashes while it opens). `exported` records a backup just made; a store that cannot keep it only
 * means the reminder may come back, so that failure is not shown.
 */
export function useLastBackup(): { lastBackup: string | null | undefined; exported: () => void } {
  const [lastBackup, setLastBackup] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadLastBackup().then((read) => {
      if (current) setLastBackup(read.ok ? read.value : null);
    });
    return () => {
      current = false;
    };
  }, []);
  const exported = useCallback(() => {
    const now = new Date();
    setLastBackup(now.toISOString());
    void saveLastBackup(now);
  }, []);
  return { lastBackup, exported };
}
