/**
 * When an order reaches a PIN code, and whether cash on delivery goes there (PRODUCT.md §5): a pure
 * function of the shop's delivery settings (shop/shop.yaml `delivery`) and the moment asked, read in
 * India's time (UTC+5:30 all year). An order is packed within `dispatchDays` working days and is
 * on the road the zone's `days` working days more; Sundays and the shop's holidays are not working
 * days. The zone is the one whose PIN prefix matches the most digits; no match is `elsewhere`.
 */
import { dateFormatter } from './dates';

export interface DeliveryZone {
  readonly name: string;
  readonly pins: readonly string[];
  readonly days: number;
  readonly cod: boolean;
}

export interface DeliverySettings {
  readonly dispatchDays: number;
  readonly zones: readonly DeliveryZone[];
  readonly elsewhere: { readonly days: number; readonly cod: boolean };
  readonly holidays: readonly string[];
}

export type DeliveryEstimate =
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; pin: string; /** YYYY-MM-DD */ date: string; /** the zone's name, if the PIN is in one */ place?: string; cod: boolean };

export const pinMessage = 'Enter a 6-digit PIN code that does not start with 0 (e.g. 560001).';

/** A PIN code as typed ("560 001"), as its six digits, or null if it is not one. */
export function normalisePin(text: string): string | null {
  const pin = text.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(pin) ? pin : null;
}

const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar date in India at `now`, as YYYY-MM-DD. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function nextDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** Whether the shop packs and delivers on `isoDate`: not a Sunday, not one of its holidays. */
export function isWorkingDay(isoDate: string, holidays: readonly string[]): boolean {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() !== 0 && !holidays.includes(isoDate);
}

/** The `count`-th working day after `isoDate` (count ≥ 1). */
export function workingDaysAfter(isoDate: string, count: number, holidays: readonly string[]): string {
  let date = isoDate;
  for (let left = count; left > 0; ) {
    date = nextDate(date);
    if (isWorkingDay(date, holidays)) left--;
  }
  return date;
}

/** The zone whose PIN prefix matches the most digits of `pin`, if any. */
export function zoneFor(pin: string, zones: readonly DeliveryZone[]): DeliveryZone | undefined {
  let best: { zone: DeliveryZone; length: number } | undefined;
  for (const zone of zones) {
    for (const prefix of zone.pins) {
      if (pin.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { zone, length: prefix.length };
    }
  }
  return best?.zone;
}

/** When an order placed at `now` reaches the PIN typed, and whether cash on delivery goes there. */
export function estimateDelivery(pinText: string, now: Date, settings: DeliverySettings): DeliveryEstimate {
  const pin = normalisePin(pinText);
  if (!pin) return { kind: 'invalid', message: pinMessage };
  const zone = zoneFor(pin, settings.zones);
  const { days, cod } = zone ?? settings.elsewhere;
  const date = workingDaysAfter(indiaDate(now), settings.dispatchDays + days, settings.holidays);
  return { kind: 'ok', pin, date, ...(zone ? { place: zone.name } : {}), cod };
}

/**
 * The sentence a checkout shows when cash on delivery does not reach the PIN typed, or null when
 * it does (or the PIN is not one yet: the PIN's own check speaks then).
 */
export function codRefusal(pinText: string, settings: Pick<DeliverySettings, 'zones' | 'elsewhere'>): string | null {
  const pin = normalisePin(pinText);
  if (!pin) return null;
  const zone = zoneFor(pin, settings.zones);
  if ((zone ?? settings.elsewhere).cod) return null;
  return `Cash on delivery does not reach ${pin}${zone ? ` (${zone.name})` : ''}: please pay by UPI.`;
}

const weekdayDayMonth = dateFormatter({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Delivery by Sat, 28 Nov to 560001 (Karnataka)". */
export function deliveryLine(estimate: Extract<DeliveryEstimate, { kind: 'ok' }>): string {
  const day = weekdayDayMonth(new Date(`${estimate.date}T00:00:00Z`));
  return `Delivery by ${day} to ${estimate.pin}${estimate.place ? ` (${estimate.place})` : ''}`;
}

/** Whether the visitor may pay cash on delivery at this PIN, in a few words. */
export function codLine(estimate: Extract<DeliveryEstimate, { kind: 'ok' }>): string {
  return estimate.cod ? 'Cash on delivery available' : 'Cash on delivery not available here: pay by UPI';
}
