/**
 * Recently viewed (PRODUCT.md §3a): the products this device opened last. Loaded after the page is
 * ready (src/app/later.tsx), never in a page's first JavaScript; its one public surface.
 */
export { RecentlyViewed } from './recently-viewed';
export { clearRecent, connectRecent, recordView, recentStore, useRecentIds } from './recent-store';
export { shownRecent, SHOWN_RECENT } from './recent-rules';
