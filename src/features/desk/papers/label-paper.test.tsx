import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPaid } from '../actions';
import { LabelPaper } from './label-paper';

const label = () => screen.getByRole('article', { name: 'Shipping label' });

describe('the shipping label says what the courier collects', () => {
  it('a cash order: COLLECT and the total, in large type', () => {
    const order = deskOrderOf(shopperOrder('cod'));
    render(<LabelPaper order={order} />);
    expect(screen.getByText(`COLLECT ${formatPrice(order.check.total)}`, { exact: true })).toBeVisible();
    expect(label()).not.toHaveTextContent('PREPAID');
  });

  it('a UPI order is PREPAID only once it is marked paid; before, the label says it is not paid yet', () => {
    const order = deskOrderOf(shopperOrder('upi'));
    const { unmount } = render(<LabelPaper order={order} />);
    expect(screen.getByText('NOT PAID YET', { exact: true })).toBeVisible();
    expect(label()).toHaveTextContent('Mark the order paid, then print this label again.');
    expect(label()).not.toHaveTextContent('PREPAID');
    expect(label()).not.toHaveTextContent('COLLECT');
    unmount();

    const paid = markPaid(order, { utr: '4123 5678 9012', received: String(order.check.total) }, new Date('2026-11-27T06:00:00Z'));
    if (!paid.ok) throw new Error(JSON.stringify(paid.errors));
    render(<LabelPaper order={paid.order} />);
    expect(screen.getByText('PREPAID', { exact: true })).toBeVisible();
    expect(label()).not.toHaveTextContent('NOT PAID YET');
  });
});
