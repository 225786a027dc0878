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

/**
 * Formats an ISO calendar date (YYYY-MM-DD). Always in UTC, so the prerendered HTML and the
 * visitor's browser print the same date whatever their time zones.
 */
export function formatLongDate(isoDate: string): string {
  return longDate(new Date(`${isoDate}T00:00:00Z`));
}

export function formatDayMonth(isoDate: string): string {
  return dayMonth(new Date(`${isoDate}T00:00:00Z`));
}

const dateTime = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A moment in the visitor's own time zone ("24 Nov 2026, 9:05 am"), for what is only ever shown
 * by the browser (an order's time), never prerendered.
 */
export function formatDateTime(iso: string): string {
  return dateTime(new Date(iso));
}
