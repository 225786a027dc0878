import { taxSettings } from '@/config/shop-facts';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';

/** The papers an order has: its invoice (a tax invoice, or a receipt without a GSTIN) and its label. */
export const papers = ['invoice', 'label'] as const;
export type Paper = (typeof papers)[number];

export const isPaper = (value: string | null): value is Paper => (papers as readonly (string | null)[]).includes(value);

/** The address of an order's paper on the desk: `/desk?order=RNG-…&paper=label`. */
export const paperPath = (order: string, paper: Paper) => `${paths.desk(order)}&paper=${paper}`;

/** The order's links to its papers (PRODUCT.md §9: "Tax invoice" or "Receipt", and "Shipping label"). */
export function PaperLinks({ order }: { order: string }) {
  return (
    <nav className="desk-papers" aria-label="Papers">
      <Link className="btn btn--ghost btn--small" to={paperPath(order, 'invoice')}>
        {taxSettings?.gstin ? 'Tax invoice' : 'Receipt'}
      </Link>
      <Link className="btn btn--ghost btn--small" to={paperPath(order, 'label')}>
        Shipping label
      </Link>
    </nav>
  );
}
