import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/money';
import { createLocationProbe } from '@/test/router';
import { MemoryRouter } from '@/lib/router';
import { products } from '../data/products';
import { paysFor } from '../pays';
import { HeaderSearch, suggestionsSaid } from './header-search';

// jsdom fetches no stylesheets (so never says one has loaded): the suggestions' styles are taken as applied.
vi.mock('@/lib/stylesheet', () => ({ loadStylesheet: () => Promise.resolve() }));

const peacock = products.find((product) => product.title === 'Peacock Feather Tee')!;

function renderSearch({ after = () => Promise.resolve(), onDone = () => {} }: { after?: () => Promise<void>; onDone?: () => void } = {}) {
  const { seen, LocationProbe } = createLocationProbe();
  render(
    <MemoryRouter initialEntries={['/about']}>
      <HeaderSearch after={after} onDone={onDone} />
      <LocationProbe />
    </MemoryRouter>,
  );
  const address = () => `${seen.current?.pathname}${seen.current?.search}`;
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search the shop' }), address };
}

describe('HeaderSearch', () => {
  it('is a GET form to /shop with the words as q, so it works before the app', () => {
    const { box } = renderSearch();
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop');
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('id', box.getAttribute('aria-controls'));
  });

  it('loads the search on first focus, and only once the page is ready', async () => {
    let ready: () => void = () => {};
    const after = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const { user, box } = renderSearch({ after });
    expect(after).not.toHaveBeenCalled();
    await user.type(box, 'peacok');
    expect(after).toHaveBeenCalledTimes(1);
    // Typed before ready: no suggestions yet, and the words are kept.
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await act(async () => ready());
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('option', { name: `${peacock.title} ${formatPrice(paysFor(peacock))}` })).toBeInTheDocument();
  });

  it('suggests up to six tees with photo, title and price, and says how many', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'tee');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    for (const option of options) expect(option).toHaveTextContent('₹');
    // The photos come once the typing has paused.
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(6));
    for (const option of options) expect(option.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('status')).toHaveTextContent(suggestionsSaid(6, 'tee'));
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/shop?q=tee');
  });

  it('asks for the suggestions’ photos once the typing pauses, not at every key; a photo shown before shows at once', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'peacock');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const option = () => screen.getByRole('option', { name: `${peacock.title} ${formatPrice(paysFor(peacock))}` });
    // Typed key by key without a pause: each row keeps the photo's place; no photo is asked for yet.
    expect(list.querySelectorAll('img')).toHaveLength(0);
    expect(option().querySelector('.site-search__photo')).toBeInTheDocument();
    await waitFor(() => expect(option().querySelector('img')).toHaveAttribute('src', expect.stringContaining('/images/')));
    // Other words, then back: the Peacock tee's photo, already shown, is there at once.
    await user.clear(box);
    await user.type(box, 'mandala');
    await user.clear(box);
    await user.type(box, 'peacock');
    expect(option().querySelector('img')).toBeInTheDocument();
  });

  it('moves through the suggestions with the arrows, wrapping round, and opens the chosen one with Enter', async () => {
    const onDone = vi.fn();
    const { user, box, address } = renderSearch({ onDone });
    await user.type(box, 'winter');
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    const chosen = products.find((product) => options[1]!.textContent!.startsWith(product.title))!;
    await user.keyboard('{Enter}');
    expect(address()).toBe(`/sproduct/${chosen.id}`);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a tee spelt with a typo', async () => {
    const { user, box, address } = renderSearch();
    await user.type(box, 'paecock');
    await screen.findByRole('option', { name: new RegExp(`^${peacock.title}`) });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(address()).toBe(`/sproduct/${peacock.id}`);
  });

  it('sends Enter on the words, with nothing chosen, to the shop’s results', async () => {
    const { user, box, address } = renderSearch();
    await user.type(box, 'peacok{Enter}');
    expect(address()).toBe('/shop?q=peacok');
  });

  it('closes the suggestions on Escape, keeping the words, and opens them again with an arrow', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'kite');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('kite');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('opens a suggestion clicked or tapped, and "See all results"', async () => {
    const { user, box, address } = renderSearch();
    await user.type(box, 'peacock');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${peacock.title}`) }));
    expect(address()).toBe(`/sproduct/${peacock.id}`);
    await user.type(box, 'tee');
    await user.click(await screen.findByRole('link', { name: 'See all results' }));
    expect(address()).toBe('/shop?q=tee');
  });

  it('says when nothing is suggested, and closes when focus leaves', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(suggestionsSaid(0, 'zzzz')));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
