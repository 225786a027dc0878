import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledIntersection } from '@/test/intersection';
import { laterPart, type After } from './later-part';

/** A part with something to work: a button that counts its presses. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

/** The page's ready mark, resolved by the test. */
function readyMark(): { after: After; ready: () => void } {
  let ready = () => {};
  const mark = new Promise<void>((resolve) => (ready = resolve));
  return { after: () => mark, ready };
}

/** A page around the part that draws itself again (as a product page does when the app starts). */
function Page({ Part, after }: { Part: ReturnType<typeof laterPart<{ label: string }>>['Part']; after: After }) {
  const [, redraw] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => redraw((n) => n + 1)}>
        Redraw
      </button>
      <Part label="Presses" after={after} />
    </div>
  );
}

/** The prerendered page: what the prerenderer writes, its part loaded first. */
async function prerendered(): Promise<string> {
  const server = laterPart(() => Promise.resolve(Counter));
  await server.preload();
  return renderToString(<Page Part={server.Part} after={() => Promise.resolve()} />);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('laterPart', () => {
  it('keeps the prerendered part as it is until the page is ready, then loads its code once and brings it to life in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerendered();
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Presses: 0' });
    const load = vi.fn(() => Promise.resolve(Counter));
    const { Part, loaded } = laterPart(load);
    const { after, ready } = readyMark();
    const user = userEvent.setup();

    await act(async () => {
      hydrateRoot(container, <Page Part={Part} after={after} />);
    });
    // The page drawn again before its part's code is here: the part's HTML stays, nothing loads.
    await user.click(screen.getByRole('button', { name: 'Redraw' }));
    expect(load).not.toHaveBeenCalled();
    expect(loaded()).toBe(false);
    expect(screen.getByRole('button', { name: 'Presses: 0' })).toBe(button);

    await act(async () => ready());
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded()).toBe(true);
    // The same element, now the app's: a press counts.
    await user.click(button);
    expect(button).toHaveTextContent('Presses: 1');
    expect(button.isConnected).toBe(true);
  });

  it('on a page the app draws itself, shows the part once its code is here', async () => {
    const { Part } = laterPart(() => Promise.resolve(Counter));
    const { after, ready } = readyMark();
    await act(async () => {
      render(<Part label="Taps" after={after} />);
    });
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => ready());
    expect(await screen.findByRole('button', { name: 'Taps: 0' })).toBeInTheDocument();
  });

  it('leaves the prerendered part as it was when its code cannot be loaded, saying why in the console', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerendered();
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Presses: 0' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Part } = laterPart<{ label: string }>(() => Promise.reject(new Error('offline')));
    await act(async () => {
      hydrateRoot(container, <Page Part={Part} after={() => Promise.resolve()} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(error).toHaveBeenCalledWith('A part of the page could not be loaded; it stays as it was.', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Presses: 0' })).toBe(button);
    error.mockRestore();
  });

  it('with `inView`, waits also for its HTML to come into view before its code loads', async () => {
    const screenNow = controlledIntersection();
    const container = document.createElement('div');
    container.innerHTML = await prerendered();
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Presses: 0' });
    const load = vi.fn(() => Promise.resolve(Counter));
    const { Part, loaded } = laterPart(load, { inView: 'div > button:last-child' });
    const { after, ready } = readyMark();
    await act(async () => {
      hydrateRoot(container, <Page Part={Part} after={after} />);
    });
    await act(async () => ready());
    // Ready, but not in view yet: nothing loads, the HTML stays.
    expect(screenNow.watched()).toEqual([button]);
    expect(load).not.toHaveBeenCalled();
    await act(async () => screenNow.report(true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded()).toBe(true);
    await userEvent.setup().click(button);
    expect(button).toHaveTextContent('Presses: 1');
    vi.unstubAllGlobals();
  });

  it('with `inView`, loads at once when the app draws it again with other props (a navigation), in view or not', async () => {
    controlledIntersection(); // never in view
    const container = document.createElement('div');
    container.innerHTML = await prerendered();
    document.body.append(container);
    // Its code comes over the network: a task later, not in the same turn.
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => setTimeout(() => resolve(Counter), 0)));
    const { Part, loaded } = laterPart(load, { inView: 'div > button:last-child' });
    const { after, ready } = readyMark();
    function Relabel() {
      const [label, setLabel] = useState('Presses');
      return (
        <div>
          {/* As the prerendered page has it (Redraw), but drawing the part with another label, as a
              navigation does: in a transition, where React keeps the part's HTML until it can show the next. */}
          <button type="button" onClick={() => startTransition(() => setLabel('Taps'))}>
            Redraw
          </button>
          <Part label={label} after={after} />
        </div>
      );
    }
    await act(async () => {
      hydrateRoot(container, <Relabel />);
    });
    await act(async () => ready());
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Redraw' }).click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Taps: 0' })).toBeInTheDocument();
    expect(loaded()).toBe(true);
    vi.unstubAllGlobals();
  });
});
