import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { products } from '@/features/catalogue/data/products';
import { SoldOutNotice } from './sold-out-notice';

const tee = products[0]!;
const colour = tee.colours[0]!;
const message = () => new URL(screen.getByRole('link', { name: 'Notify me on WhatsApp' }).getAttribute('href')!).searchParams.get('text');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the sold-out notice', () => {
  it('names the size chosen in the prerendered page before its code came, once it has come', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SoldOutNotice product={tee} colour={colour} />);
    document.body.append(container);
    const user = userEvent.setup();
    // Chosen while the page is still only HTML: the link says what the prerenderer wrote.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your size' }), 'XL');
    expect(message()).toContain(`${tee.title} in ${colour.name}, size Large`);

    await act(async () => {
      hydrateRoot(container, <SoldOutNotice product={tee} colour={colour} />);
    });
    expect(screen.getByRole('combobox', { name: 'Your size' })).toHaveValue('XL');
    expect(message()).toContain(`${tee.title} in ${colour.name}, size XL`);
    // And a later choice is followed as ever.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your size' }), 'Small');
    expect(message()).toContain(`${tee.title} in ${colour.name}, size Small`);
  });
});
