import { render, screen } from '@testing-library/react';
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

  it('marks the control invalid and describes it with the error (after the hint)', () => {
    render(
      <Field label="Password" hint="At least 8 characters" error="Use at least 8 characters.">
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Password' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Use at least 8 characters.');
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
    const region = screen.getByText('', { selector: '[aria-live="polite"]' });
    rerender(
      <Field label="Quantity" live error="Enter a quantity from 1 to 10.">
        {(control) => <input {...control} type="text" />}
      </Field>,
    );
    expect(region).toHaveTextContent('Enter a quantity from 1 to 10.');
    expect(input).toHaveAccessibleDescription('Enter a quantity from 1 to 10.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
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
