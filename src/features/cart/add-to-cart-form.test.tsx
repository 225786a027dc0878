import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { products } from '@/features/catalogue/data/products';
import { inStock, type ProductChoice } from '@/features/catalogue';
import { AddToCartForm } from './add-to-cart-form';
import { sizes } from './sizes';

/** A tee in two colours or more whose second colour has a size sold out (the sample has one). */
const tee = products.find((candidate) => candidate.colours.length > 1 && candidate.colours[1]!.soldOut.length > 0)!;
const [first, second] = [tee.colours[0], tee.colours[1]!];

/**
 * The form while the address lags behind the visitor: `choice` stays the first colour with no size
 * (as while the app takes the prerendered page over, or while a navigation is pending), and each
 * change only reaches `onChoose`.
 */
function renderLagging() {
  const onChoose = vi.fn<(choice: ProductChoice) => void>();
  render(
    <MemoryRouter>
      <AddToCartForm product={tee} choice={{ colour: first, size: null }} onChoose={onChoose} />
    </MemoryRouter>,
  );
  return { onChoose, user: userEvent.setup() };
}

const radio = (group: string, name: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

describe('the Add to Cart form’s choices', () => {
  it('a size chosen after a colour keeps that colour, even before the address has it', async () => {
    const { onChoose, user } = renderLagging();
    const size = sizes.find((candidate) => inStock(second, candidate))!;
    await user.click(radio('Colour', second.name));
    expect(onChoose).toHaveBeenLastCalledWith({ colour: second, size: null });
    await user.click(radio('Size', size));
    expect(onChoose).toHaveBeenLastCalledWith({ colour: second, size });
    // Never, on the way, the first colour the form was drawn with.
    expect(onChoose.mock.calls.map(([choice]) => choice.colour.name)).not.toContain(first.name);
  });

  it('a colour chosen after a size keeps the size where the colour has it, before the address has either', async () => {
    const { onChoose, user } = renderLagging();
    const size = sizes.find((candidate) => inStock(first, candidate) && inStock(second, candidate))!;
    await user.click(radio('Size', size));
    expect(onChoose).toHaveBeenLastCalledWith({ colour: first, size });
    await user.click(radio('Colour', second.name));
    expect(onChoose).toHaveBeenLastCalledWith({ colour: second, size });
    expect(onChoose.mock.calls.map(([choice]) => choice.size)).not.toContain(null);
  });
});
