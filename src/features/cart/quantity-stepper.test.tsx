import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '@/components/ui/field';
import { QuantityStepper } from './quantity-stepper';

function renderStepper() {
  const changed = vi.fn();
  render(
    <form aria-label="Buy">
      <Field label="Quantity">{(control) => <QuantityStepper control={control} onChange={changed} />}</Field>
    </form>,
  );
  return { user: userEvent.setup(), changed };
}
const box = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const fewer = () => screen.getByRole('button', { name: 'Decrease quantity' });
const more = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('starts at 1, the form’s qty field, with − dimmed', () => {
    renderStepper();
    expect(box()).toHaveValue(1);
    expect(Object.fromEntries(new FormData(screen.getByRole('form', { name: 'Buy' }) as HTMLFormElement))).toEqual({ qty: '1' });
    expect(fewer()).toHaveAttribute('aria-disabled', 'true');
    expect(more()).not.toHaveAttribute('aria-disabled');
  });

  it('steps by one, stays between 1 and 10, and tells of each change', async () => {
    const { user, changed } = renderStepper();
    await user.click(fewer());
    expect(box()).toHaveValue(1);
    for (let i = 0; i < 12; i += 1) await user.click(more());
    expect(box()).toHaveValue(10);
    expect(more()).toHaveAttribute('aria-disabled', 'true');
    await user.click(fewer());
    expect(box()).toHaveValue(9);
    expect(changed).toHaveBeenCalled();
  });

  it('steps from what was typed, and from within 1–10 when that was out of range or not a number', async () => {
    const { user } = renderStepper();
    await user.clear(box());
    await user.type(box(), '4');
    await user.click(more());
    expect(box()).toHaveValue(5);
    await user.clear(box());
    await user.type(box(), '40');
    await user.click(more());
    expect(box()).toHaveValue(10);
    await user.clear(box());
    await user.click(fewer());
    expect(box()).toHaveValue(1);
  });
});
