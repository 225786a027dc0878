/** How old the last backup may be before the desk reminds the owner (PRODUCT.md §16: seven days). */
export const BACKUP_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The reminder to show, or null: a desk with orders and no backup yet, or whose last backup is
 * more than seven days old, says so (a phone lost or reset takes the desk with it).
 */
export function backupReminder(lastBackup: string | null, orders: number, now: Date): string | null {
  if (orders === 0) return null;
  if (lastBackup === null) return `This desk has ${orders} ${orders === 1 ? 'order' : 'orders'} and no backup yet. If this phone is lost or reset, the orders go with it: export a backup and keep it elsewhere.`;
  const days = Math.floor((now.getTime() - Date.parse(lastBackup)) / DAY_MS);
  if (now.getTime() - Date.parse(lastBackup) <= BACKUP_DAYS * DAY_MS) return null;
  return `The last backup of this desk was ${days} days ago. Export a new one and keep it elsewhere: what changed since is only on this phone.`;
}
