import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRange } from './use-range';

/** Shows what the hook has: the range's size, "failed", or "none yet". */
function Probe({ now, after }: { now: boolean; after: () => Promise<void> }) {
  const { range, failed } = useRange(now, after);
  return <p>{failed ? 'failed' : range ? `${range.tees.length} tees` : 'none yet'}</p>;
}

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { after: () => opened, open };
}

// Each test file here has its own modules (vitest.config.ts, OWN_MODULES_TESTS): the range is not loaded before this.
describe('useRange', () => {
  it('waits for the page to be ready (`after`) for a plain shop, then loads the whole range', async () => {
    const { after, open } = gate();
    render(<Probe now={false} after={after} />);
    // Long enough for a module that was asked for to have come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByText('none yet')).toBeInTheDocument();
    open();
    expect(await screen.findByText('16 tees')).toBeInTheDocument();
  });

  it('has it at once, with nothing to wait for, once loaded; and loads it without waiting when the address asks for more', async () => {
    // Loaded by the test above: the next shop drawn has it from its first render.
    const { after } = gate();
    render(<Probe now={true} after={after} />);
    expect(screen.getByText('16 tees')).toBeInTheDocument();
  });
});
