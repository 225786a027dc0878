import { describe, expect, it } from 'vitest';
import { backupReminder } from './backup-reminder';

describe('the backup reminder', () => {
  const now = new Date('2026-11-27T06:00:00Z');

  it('says nothing on an empty desk, and reminds a desk with orders that has never been backed up', () => {
    expect(backupReminder(null, 0, now)).toBeNull();
    expect(backupReminder(null, 1, now)).toBe('This desk has 1 order and no backup yet. If this phone is lost or reset, the orders go with it: export a backup and keep it elsewhere.');
  });

  it('reminds once the last backup is more than seven days old, not at seven days exactly', () => {
    expect(backupReminder('2026-11-20T06:00:00Z', 5, now)).toBeNull();
    expect(backupReminder('2026-11-20T05:59:59Z', 5, now)).toBe('The last backup of this desk was 7 days ago. Export a new one and keep it elsewhere: what changed since is only on this phone.');
    expect(backupReminder('2026-11-01T06:00:00Z', 5, now)).toContain('was 26 days ago');
    expect(backupReminder('2026-11-26T06:00:00Z', 5, now)).toBeNull();
  });
});
