import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels its control with a visible label', () => {
    render(<Field label="Email">{(control) => <input {...control} type="email" />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email').tagName).toBe('LABEL');
  });

  it('ties the hint to the control', () => {
    render(
      <Field label="Password" hint="At least 8 characters">
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveAccessibleDescription('At least 8 characters');
  });

  it('marks the control invalid and describes it with the error alone: the hint steps back, never said twice', () => {
    render(
      <Field label="Password" hint="At least 8 characters" error="Use at least 8 characters.">
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.queryByText('At least 8 characters')).not.toBeInTheDocument();
  });

  it('shows a warning instead of the hint, set apart from it, and the error over both', () => {
    const field = (error?: string) => (
      <Field label="State" hint="Filled in from the PIN code." warning="PIN 560001 is in Karnataka: please check the state." error={error}>
        {(control) => <input {...control} type="text" />}
      </Field>
    );
    const { rerender } = render(field());
    const input = screen.getByRole('textbox', { name: 'State' });
    expect(input).toHaveAccessibleDescription('PIN 560001 is in Karnataka: please check the state.');
    expect(screen.getByText(/^PIN 560001/)).toHaveClass('field__warning');
    expect(screen.queryByText('Filled in from the PIN code.')).not.toBeInTheDocument();
    rerender(field('Choose your state.'));
    expect(input).toHaveAccessibleDescription('Choose your state.');
  });

  it('marks a required field required, so assistive technology says so', () => {
    render(
      <>
        <Field label="Email" required>
          {(control) => <input {...control} type="email" />}
        </Field>
        <Field label="Landmark">{(control) => <input {...control} type="text" />}</Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Landmark' })).not.toBeRequired();
  });

  it('keeps a live field’s error in a polite live region that is there before any error', () => {
    const { rerender } = render(
      <Field label="Quantity" live>
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).not.toHaveAccessibleDescription();
    const region = screen.getByText('', { selector: '.field__error[aria-live="polite"]' });
    rerender(
      <Field label="Quantity" live error="Enter a quantity from 1 to 10.">
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    expect(region).toHaveTextContent('Enter a quantity from 1 to 10.');
    expect(input).toHaveAccessibleDescription('Enter a quantity from 1 to 10.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when a paste is longer than the control allows (the browser cuts it silently), until the next edit', async () => {
    const user = userEvent.setup();
    render(
      <Field label="Address" hint="House or flat number, building, street.">
        {(control) => <textarea {...control} maxLength={20} />}
      </Field>,
    );
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.click(address);
    await user.paste('12 MG Road, Flat 4B, Opposite the old temple');
    expect(address).toHaveValue('12 MG Road, Flat 4B,');
    const word = 'Cut to 20 characters, the most this field holds: please check the end.';
    expect(screen.getByText(word)).toHaveAttribute('aria-live', 'polite');
    expect(address).toHaveAccessibleDescription(`House or flat number, building, street. ${word}`);

    // The visitor's next edit takes the word away; typing into a full field says it is full.
    await user.type(address, '{Backspace}');
    expect(screen.queryByText(word)).toBeNull();
    expect(address).toHaveAccessibleDescription('House or flat number, building, street.');
    await user.type(address, 'ab');
    expect(address).toHaveValue('12 MG Road, Flat 4Ba');
    expect(address).toHaveAccessibleDescription('House or flat number, building, street. This field holds at most 20 characters.');
  });

  it('says so, once the app runs, of a paste the browser cut before (marked by the early script)', () => {
    render(<Field label="Address">{(control) => <textarea {...control} maxLength={200} data-cut="" />}</Field>);
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveAccessibleDescription('Cut to 200 characters, the most this field holds: please check the end.');
    expect(address).not.toHaveAttribute('data-cut');
  });

  it('says nothing of a paste that fits, or of a control with no limit', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Field label="City">{(control) => <input {...control} type="text" maxLength={60} />}</Field>
        <Field label="Notes">{(control) => <textarea {...control} />}</Field>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.paste('Mumbai');
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.paste('x'.repeat(5000));
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAccessibleDescription();
  });

  it('uses a given id', () => {
    render(<Field label="Name" id="contact-name">{(control) => <input {...control} type="text" />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('id', 'contact-name');
  });

  it('shows visitor text as text, never as HTML', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = render(
      <Field label={hostile} error={hostile}>
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('textbox', { name: hostile })).toHaveAccessibleDescription(hostile);
  });
});
