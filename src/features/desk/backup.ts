import * as v from 'valibot';
import { checkOrderMessage, type CheckOptions } from '@/features/orders';
import { statuses, type DeskOrder } from './desk-order';

/** The backup file's format name and version: a file of a newer version is refused, not half-read. */
export const BACKUP_FORMAT = 'shop-desk-backup';
export const BACKUP_VERSION = 1;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const time = v.pipe(v.string(), v.isoTimestamp());

const savedOrder = v.object({
  number: text(40),
  message: text(50_000),
  status: v.picklist(statuses),
  payment: v.nullable(v.object({ utr: v.nullable(v.pipe(v.string(), v.regex(/^\d{12}$/))), received: v.pipe(v.number(), v.minValue(0)) })),
  shipment: v.nullable(v.object({ courier: text(100), awb: text(40) })),
  cancelReason: v.nullable(text(500)),
  notes: text(5000),
  history: v.array(v.object({ at: time, what: text(600), status: v.picklist(statuses) })),
  addedAt: time,
  updatedAt: time,
  invoice: v.optional(v.object({ number: text(40), date: time })),
});
type SavedOrder = v.InferOutput<typeof savedOrder>;

const backupFile = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: time,
  orders: v.array(savedOrder),
});

/** The whole desk as one JSON file. The check is not saved: each message is checked again when read. */
export function backupText(orders: readonly DeskOrder[], now: Date): string {
  const saved: SavedOrder[] = orders.map(({ number, message, status, payment, shipment, cancelReason, notes, history, addedAt, updatedAt, invoice }) => ({
    number,
    message,
    status,
    payment,
    shipment,
    cancelReason,
    notes,
    history,
    addedAt,
    updatedAt,
    ...(invoice ? { invoice } : {}),
  }));
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), orders: saved }, null, 1);
}

export type BackupRead = { ok: true; orders: DeskOrder[] } | { ok: false; error: string };

const NOT_A_BACKUP = 'This file is not a desk backup (a file made with “Export backup”). Nothing was changed.';

/** A backup file read back, every order checked again against this build; or why it is refused. */
export function readBackup(fileText: string, options?: CheckOptions): BackupRead {
  let data: unknown;
  try {
    data = JSON.parse(fileText);
  } catch {
    return { ok: false, error: NOT_A_BACKUP };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== BACKUP_FORMAT) return { ok: false, error: NOT_A_BACKUP };
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION)
    return { ok: false, error: `This backup was made by a newer desk (version ${version}; this one reads version ${BACKUP_VERSION}). Update the shop’s site first. Nothing was changed.` };
  const parsed = v.safeParse(backupFile, data);
  if (!parsed.success) return { ok: false, error: 'This desk backup is damaged: some of it cannot be read. Nothing was changed.' };
  const orders: DeskOrder[] = [];
  for (const order of parsed.output.orders) {
    const check = checkOrderMessage(order.message, options);
    if (check.kind !== 'checked' || check.number !== order.number)
      return { ok: false, error: `This desk backup is damaged: the message of order ${order.number} cannot be read. Nothing was changed.` };
    orders.push({ ...order, check });
  }
  return { ok: true, orders };
}

/** Two desks as one: by order number, the copy changed later wins. Returns the orders that changed. */
export function mergeOrders<Mine extends Pick<DeskOrder, 'number' | 'updatedAt'>>(mine: readonly Mine[], theirs: readonly DeskOrder[]): { merged: (Mine | DeskOrder)[]; changed: DeskOrder[] } {
  const byNumber = new Map<string, Mine | DeskOrder>(mine.map((order) => [order.number, order]));
  const changed: DeskOrder[] = [];
  for (const order of theirs) {
    const held = byNumber.get(order.number);
    if (held && held.updatedAt >= order.updatedAt) continue;
    byNumber.set(order.number, order);
    changed.push(order);
  }
  return { merged: [...byNumber.values()], changed };
}
