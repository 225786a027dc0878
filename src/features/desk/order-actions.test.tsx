import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import type { DeskOrder } from './desk-order';
import { OrderActions } from './order-actions';

describe('moving an order on, on its page', () => {
  it('refuses an 11-digit UTR at its field, then marks paid with 12 typed with spaces and says the amount against the total', async () => {
    const order = deskOrderOf(shopperOrder());
    const save = vi.fn<(order: DeskOrder) => Promise<string | null>>().mockResolvedValue(null);
    const user = userEvent.setup();
    render(<OrderActions order={order} save={save} />);
    const utr = screen.getByRole('textbox', { name: 'UPI transaction ID (UTR)' });
    await user.type(utr, '1234 5678 901');
    await user.type(screen.getByRole('textbox', { name: 'Amount received' }), String(order.check.total + 10));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(utr).toHaveAccessibleDescription('This UTR has 11 digits; a UPI transaction ID has 12. Check it against the payment.');
    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
    await user.type(utr, '2');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ status: 'Paid', payment: { utr: '123456789012', received: order.check.total + 10 } }));
    expect(await screen.findByRole('status')).toHaveTextContent(/₹10 more than the total of/);
  });

  it('says plainly when the store could not save, and the order is not moved', async () => {
    const order = deskOrderOf(shopperOrder('cod'));
    const save = vi.fn<(order: DeskOrder) => Promise<string | null>>().mockResolvedValue('The phone’s storage is full, so the desk could not save.');
    render(<OrderActions order={order} save={save} />);
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone’s storage is full, so the desk could not save.');
  });

  it('asks for a reason before it cancels', async () => {
    const order = deskOrderOf(shopperOrder());
    const save = vi.fn<(order: DeskOrder) => Promise<string | null>>().mockResolvedValue(null);
    const user = userEvent.setup();
    render(<OrderActions order={order} save={save} />);
    await user.click(screen.getByText('Cancel this order…'));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('textbox', { name: 'Reason for cancelling' })).toHaveAccessibleDescription('Say why the order is cancelled: the buyer may ask.');
    await user.type(screen.getByRole('textbox', { name: 'Reason for cancelling' }), 'Out of stock');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ status: 'Cancelled', cancelReason: 'Out of stock' }));
  });
});
