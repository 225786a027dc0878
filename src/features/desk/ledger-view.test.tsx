import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { paths } from '@/config/paths';
import { deskOrderOf, shopperOrder } from '@/test/desk';
import { markPacked } from './actions';
import type { LedgerFilter } from './ledger';
import { LedgerView, PAGE_SIZE } from './ledger-view';

const asha = deskOrderOf(shopperOrder());
const ravi = (() => {
  const step = markPacked(deskOrderOf(shopperOrder('cod', { name: 'Ravi Kumar', pin: '560001', city: 'Bengaluru', state: 'Karnataka' })), new Date());
  if (!step.ok) throw new Error('not packed');
  return step.order;
})();
const flagged = { ...deskOrderOf(shopperOrder()), check: { ...asha.check, differences: ['Total: ₹1 in the message; the catalogue gives ₹1,598.'] } };

function ledger() {
  render(
    <MemoryRouter initialEntries={[paths.desk()]}>
      <LedgerView orders={[ravi, asha, flagged]} selected={null} />
    </MemoryRouter>,
  );
  return () => screen.getAllByRole('link').map((link) => link.textContent);
}

describe('the ledger', () => {
  it('lists each order by a link named with its number, to its page on the desk, a mismatch said', () => {
    const numbers = ledger();
    expect(numbers()).toEqual([ravi.number, asha.number, flagged.number]);
    expect(screen.getByRole('link', { name: asha.number })).toHaveAttribute('href', paths.desk(asha.number));
    expect(within(screen.getByRole('link', { name: flagged.number }).closest('li')!).getByText('Amounts differ')).toBeInTheDocument();
  });

  it('filters by status with pressed buttons named by status, and searches by name or PIN', async () => {
    const numbers = ledger();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Packed' }));
    expect(screen.getByRole('button', { name: 'Packed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(numbers()).toEqual([ravi.number]);
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(screen.getByText('No order matches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '560001');
    expect(numbers()).toEqual([ravi.number]);
    expect(screen.getByText('1 of 3 orders shown')).toBeInTheDocument();
  });

  it('says how to begin when the desk holds no order', () => {
    render(
      <MemoryRouter>
        <LedgerView orders={[]} selected={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No orders yet. Add the order messages you received with “Add orders”.')).toBeInTheDocument();
  });

  it('draws PAGE_SIZE rows at a time, “Show more” the next ones, and starts again at the first page for a search', async () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 20 }, (_, at) => ({ ...asha, number: `RNG-261127-M${String(at).padStart(5, '0')}` }));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[paths.desk()]}>
        <LedgerView orders={[ravi, ...many]} selected={null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: `Show more (${PAGE_SIZE} of ${PAGE_SIZE + 21} left)` }));
    expect(screen.getAllByRole('link')).toHaveLength(PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: 'Show more (21 of 21 left)' }));
    expect(screen.getAllByRole('link')).toHaveLength(many.length + 1);
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
    // A search starts again at the first page.
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'RNG-261127-M');
    expect(screen.getAllByRole('link')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`${many.length} of ${many.length + 1} orders shown`)).toBeInTheDocument();
  });

  it('shows one of Today’s views (to pack) with a way back to every order', async () => {
    const user = userEvent.setup();
    const Shown = () => {
      const [filter, setFilter] = useState<LedgerFilter>({ status: null, focus: 'to-collect' });
      return <LedgerView orders={[ravi, asha]} selected={null} filter={filter} onFilter={setFilter} />;
    };
    render(
      <MemoryRouter initialEntries={[paths.desk()]}>
        <Shown />
      </MemoryRouter>,
    );
    expect(screen.getByText('Cash to collect')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([ravi.number]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
