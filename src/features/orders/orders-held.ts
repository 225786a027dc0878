/**
 * Whether this device holds orders, as the page shows it (`data-has-orders` on <html>: the header's
 * "Your orders" link, the list's empty state; layout.css). The early script sets it before the
 * first paint from what is stored; the app keeps it true as orders are placed and removed.
 */
export function markOrdersHeld(held: boolean): void {
  document.documentElement.toggleAttribute('data-has-orders', held);
}
