import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/dates';
import { orderItemCount, orderProgress, paymentLabels, type Order } from './order';

const factTerms = { placed: 'Placed', items: 'Items', total: 'Total', payment: 'Payment', status: 'Status' } as const;

export type OrderFact = keyof typeof factTerms;

function factValue(order: Order, fact: OrderFact): ReactNode {
  switch (fact) {
    case 'placed':
      return <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>;
    case 'items':
      return orderItemCount(order);
    case 'total':
      return <Price amount={order.total} />;
    case 'payment':
      return paymentLabels[order.payment];
    case 'status':
      return orderProgress(order).status;
  }
}

/** The chosen facts of an order (when it was placed, its payment, its status…) as one description list. */
export function OrderFacts({ order, facts, className }: { order: Order; facts: readonly OrderFact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact}>
          <dt>{factTerms[fact]}</dt>
          <dd>{factValue(order, fact)}</dd>
        </div>
      ))}
    </dl>
  );
}
