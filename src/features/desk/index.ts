/**
 * The owner's desk (PRODUCT.md §16): order messages taken in and checked, the ledger, each order
 * moved on with its history, backups. Its one public surface: the page `/desk` shows `DeskView`.
 */
export { DeskView } from './desk-view';
