const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', timeZone: 'UTC' });

/**
 * Formats an ISO calendar date (YYYY-MM-DD). Always in UTC, so the prerendered HTML and the
 * visitor's browser print the same date whatever their time zones.
 */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatDayMonth(isoDate: string): string {
  return dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
}

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A moment in the visitor's own time zone ("24 Nov 2026, 9:05 am"), for what is only ever shown
 * by the browser (an order's time), never prerendered.
 */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
