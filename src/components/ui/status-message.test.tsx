import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './status-message';

describe('StatusMessage', () => {
  it('is a polite live region even when empty, so later messages are announced', () => {
    render(<StatusMessage />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    expect(status).toHaveClass('status--empty');
  });

  it.each(['success', 'error', 'info'] as const)('shows a %s message', (tone) => {
    render(<StatusMessage tone={tone}>Added to your cart.</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Added to your cart.');
    expect(status).toHaveClass(`status--${tone}`);
    expect(status).not.toHaveClass('status--empty');
  });

  it('updates the same region when the message changes', () => {
    const { rerender } = render(<StatusMessage id="answer">{null}</StatusMessage>);
    const status = screen.getByRole('status');
    rerender(<StatusMessage id="answer">Saved.</StatusMessage>);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Saved.');
    expect(status).toHaveAttribute('id', 'answer');
  });

  it('shows text as text, never as HTML', () => {
    render(<StatusMessage>{'<img src=x onerror=alert(1)>'}</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
