/**
 * An en-IN date formatter made when first used, not when its module loads: the first `Intl`
 * formatter a page makes loads the locale's data (tens of ms at 4× CPU), which a page that shows
 * no date should not pay while it starts.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat('en-IN', options)).format(date);
}

const longDate = dateFormatter({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = dateFormatter({ day: '2-digit', month: 'short', timeZone: 'UTC' });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-IN's short months: September is "Sept". */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** An ISO calendar date's day, month (0–11) and year, when it is a real date of a four-digit year. */
function calendarDate(isoDate: string): { day: number; month: number; year: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(Date.UTC(year, month, day));
  return year >= 1000 && date.getUTCMonth() === month && date.getUTCDate() === day ? { day, month, year } : undefined;
}

/*
 * The two below are written out rather than made by Intl, whose output they match (dates.test.ts
 * compares them for every day of many years): a review's or an article's date is drawn as the page
 * starts, and the first Intl formatter loads the locale's data (30 ms of the main thread at 4× CPU).
 * Anything else (not a date of this form) is left to Intl.
 */

/**
 * Formats an ISO calendar date (YYYY-MM-DD): "5 January 2026". Always in UTC, so the prerendered
 * HTML and the visitor's browser print the same date whatever their time zones.
 */
export function formatLongDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${date.day} ${MONTHS[date.month]} ${date.year}` : longDate(new Date(`${isoDate}T00:00:00Z`));
}

/** "05 Jan". */
export function formatDayMonth(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${String(date.day).padStart(2, '0')} ${SHORT_MONTHS[date.month]}` : dayMonth(new Date(`${isoDate}T00:00:00Z`));
}

const dateTime = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A moment in the visitor's own time zone ("24 Nov 2026, 9:05 am"), for what is only ever shown
 * by the browser (an order's time), never prerendered.
 */
export function formatDateTime(iso: string): string {
  return dateTime(new Date(iso));
}
