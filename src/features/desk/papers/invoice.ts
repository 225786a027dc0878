import { taxSettings } from '@/config/shop-facts';
import { sellerFacts, site } from '@/config/site';
import type { TaxSettings } from '@/config/shop-schema';
import { stateForPin, statesAndTerritories } from '@/features/orders';
import { gstStateCodes } from '@/lib/gstin';
import type { DeskOrder } from '../desk-order';
import { nextInvoiceNumber } from './invoice-number';
import { taxLines, taxTotals, type TaxLine } from './tax';

/**
 * What an order's tax invoice says (PRODUCT.md §16 "Papers"), worked out from the order as the desk
 * keeps it and the shop's GST settings; the view only lays it out.
 */

export interface InvoiceLine extends TaxLine {
  title: string;
  choice: string;
  hsn: string;
}

export interface Invoice {
  number: string;
  date: string;
  seller: { name: string; address: string; gstin: string; state: string; code: string };
  /** The buyer's state, the place of supply; null when neither the PIN nor the address says it. */
  placeOfSupply: { state: string; code: string } | null;
  /** Within the seller's state: CGST + SGST; otherwise IGST. */
  sameState: boolean;
  lines: InvoiceLine[];
  totals: ReturnType<typeof taxTotals>;
}

/** The shop's GST settings when it has a GSTIN (it prints tax invoices), or null (receipts). */
export function gstSettings(settings: TaxSettings | null = taxSettings): (TaxSettings & { gstin: string }) | null {
  return settings?.gstin ? (settings as TaxSettings & { gstin: string }) : null;
}

/** "State (code)": "Karnataka (29)". */
export const stateWithCode = ({ state, code }: { state: string; code: string }) => `${state} (${code})`;

/**
 * The buyer's state: from the PIN (India Post's zones), else the state named in the message's
 * place ("Bengaluru, Karnataka 560001"), else null, which the invoice says rather than guess.
 */
export function buyerState(buyer: DeskOrder['check']['buyer']): { state: string; code: string } | null {
  const named = stateForPin(buyer.pin) ?? [...statesAndTerritories].sort((a, b) => b.length - a.length).find((state) => buyer.place.includes(state));
  const code = named ? gstStateCodes[named] : undefined;
  return named && code ? { state: named, code } : null;
}

/** The order with its invoice number, given now if it has none yet (the next of the year among `orders`). */
export function withInvoiceNumber(order: DeskOrder, orders: readonly Pick<DeskOrder, 'invoice'>[], now: Date): DeskOrder {
  if (order.invoice) return order;
  const number = nextInvoiceNumber(site.orderPrefix, now, orders.flatMap((each) => (each.invoice ? [each.invoice.number] : [])));
  const at = now.toISOString();
  return { ...order, invoice: { number, date: at }, updatedAt: at, history: [...order.history, { at, what: `Tax invoice ${number} made`, status: order.status }] };
}

/** The invoice of an order that has its number, under the shop's GST settings. */
export function invoiceOf(order: DeskOrder & { invoice: { number: string; date: string } }, gst: TaxSettings & { gstin: string }): Invoice {
  const sellerState = site.address.region;
  const sellerCode = gst.gstin.slice(0, 2);
  const placeOfSupply = buyerState(order.check.buyer);
  // A buyer whose state is unknown is taken as within the seller's: a local sale is the usual case, and the invoice says so.
  const sameState = placeOfSupply === null || placeOfSupply.code === sellerCode;
  const { orderLines, total } = order.check;
  const taxed = taxLines(orderLines, total, gst.bands, sameState);
  return {
    number: order.invoice.number,
    date: order.invoice.date,
    seller: { name: sellerFacts.seller.name, address: sellerFacts.seller.address, gstin: gst.gstin, state: sellerState, code: sellerCode },
    placeOfSupply,
    sameState,
    lines: taxed.map((line, at) => {
      const { title, colour, size } = orderLines[at]!;
      return { ...line, title, choice: [colour, size].filter(Boolean).join(', '), hsn: gst.hsn };
    }),
    totals: taxTotals(taxed),
  };
}
