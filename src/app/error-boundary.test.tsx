import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

describe('ErrorBoundary', () => {
  it('shows its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <button type="button">All good</button>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'All good' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });

  it('shows the error page with the message and a way home when a child throws', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken message="The kite string snapped" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unexpected Application Error!' })).toHaveTextContent(
      'The kite string snapped',
    );
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows a thrown non-Error value as text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function ThrowsString(): never {
      throw '<b>not an Error</b>';
    }
    render(
      <ErrorBoundary>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unexpected Application Error!' })).toHaveTextContent('<b>not an Error</b>');
  });

  it('clears a shown error when its reset key changes (the visitor navigated away), keeping it otherwise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Page({ path }: { path: string }) {
      if (path === '/broken') throw new Error('The kite string snapped');
      return <h1>{path}</h1>;
    }
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Page path="/broken" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/broken">
        <Page path="/broken" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="/blog">
        <Page path="/blog" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '/blog' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
