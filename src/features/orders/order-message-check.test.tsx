import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/money';
import { cartLine, catalogue, details } from '@/test/orders';
import { ALL_MATCH } from './message-check';
import { createOrder } from './order';
import { lineText, orderMessage } from './order-message';
import { OrderMessageCheck } from './order-message-check';

const order = createOrder(
  { lines: [cartLine(1, 'Small', 2), cartLine(16, 'XL', 1)], coupon: null, details, payment: 'upi', account: null },
  { products: catalogue, now: new Date('2026-03-05T10:00:00Z'), taken: new Set() },
);

/** Pastes `text` into the box (as a paste does: at once) and presses "Check order". */
async function check(text: string) {
  const box = screen.getByRole('textbox', { name: 'Order message' });
  fireEvent.change(box, { target: { value: text } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Check order' }));
  return box;
}

describe('OrderMessageCheck', () => {
  it('says every amount matches for a genuine message, with the order it read, in a status', async () => {
    render(<OrderMessageCheck />);
    await check(orderMessage(order));
    const status = await screen.findByText(ALL_MATCH);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status.closest('[role="status"]')).toHaveTextContent(`Order ${order.number}: 3 items on 2 lines, total ${formatPrice(order.total)} as the message gives it.`);
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
  });

  it('lists what differs in an alert, and forgets the answer once the text changes', async () => {
    render(<OrderMessageCheck />);
    const line = order.lines[1]!;
    const box = await check(orderMessage(order).replace(lineText(line), lineText({ ...line, amount: 1 })));
    const item = await screen.findByText(`Line 2 (${line.title}, ${line.colourName}, XL): ₹1 in the message; the catalogue says ${formatPrice(line.amount)}.`);
    const alert = item.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(within(alert).getByText('One thing differs from the catalogue:')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(box, { target: { value: 'something else' } });
    expect(screen.queryByText(/in the message; the catalogue says/)).toBeNull();
  });

  it('says plainly when the text is no order message, and asks for one when the box is empty', async () => {
    render(<OrderMessageCheck />);
    await check('Hello, is the Kite tee in stock?');
    expect(await screen.findByText(/^This does not look like a .+ order message: /)).toBeInTheDocument();
    const box = await check('   ');
    expect(box).toHaveAccessibleDescription(/Paste the order message to check\./);
    expect(box).toHaveFocus();
  });

  it('checks text typed into the page before the app took it over (the form reads the box, not React state)', async () => {
    const { container } = render(<OrderMessageCheck />);
    const box = container.querySelector('textarea')!;
    box.value = orderMessage(order, { limit: 0 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check order' }));
    expect(await screen.findByText(ALL_MATCH)).toBeInTheDocument();
  });
});
