import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from '../data/products';
import { colourImages } from '../product';
import { Gallery } from './gallery';

const product = products[3];
if (!product) throw new Error('no product 4');

/** The large image: the one image that is not inside a thumbnail button. */
function mainImage(): HTMLElement {
  const thumbs = screen.getAllByRole('button', { name: /Show image/ });
  const main = screen.getAllByRole('img').find((image) => !thumbs.some((thumb) => thumb.contains(image)));
  if (!main) throw new Error('no main image');
  return main;
}

describe('Gallery', () => {
  it('has four thumbnail buttons "Show image N of 4", the first pressed', () => {
    render(<Gallery images={product.images} />);
    const thumbs = screen.getAllByRole('button', { name: /^Show image \d of 4$/ });
    expect(thumbs).toHaveLength(4);
    thumbs.forEach((thumb, index) => {
      expect(thumb).toHaveAccessibleName(`Show image ${index + 1} of 4`);
      expect(thumb).toHaveAttribute('aria-pressed', index === 0 ? 'true' : 'false');
    });
    expect(mainImage()).toHaveAccessibleName(product.images[0].alt);
  });

  it('shows the chosen image and marks its thumbnail', async () => {
    const user = userEvent.setup();
    render(<Gallery images={product.images} />);
    for (const index of [2, 3, 1, 0]) {
      await user.click(screen.getByRole('button', { name: `Show image ${index + 1} of 4` }));
      expect(mainImage()).toHaveAccessibleName(product.images[index]?.alt ?? '');
      expect(mainImage()).toHaveAttribute('src', product.images[index]?.src(400));
      for (let other = 0; other < 4; other++) {
        expect(screen.getByRole('button', { name: `Show image ${other + 1} of 4` })).toHaveAttribute(
          'aria-pressed',
          String(other === index),
        );
      }
    }
  });

  it('gives every image a width and height', () => {
    render(<Gallery images={product.images} />);
    for (const image of screen.getAllByRole('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('shows the images it is given: another colour’s, however many it has', async () => {
    const user = userEvent.setup();
    const other = { ...product.colours[0], id: 'test-ink', name: 'Test Ink', photos: [{ name: 'ink-front', alt: 'front view' }, { name: 'ink-back', alt: 'back view' }] } as const;
    const images = colourImages({ ...product, colours: [product.colours[0], other] }, other);
    render(<Gallery images={images} />);
    expect(screen.getAllByRole('button', { name: /^Show image \d of 2$/ })).toHaveLength(2);
    expect(mainImage()).toHaveAccessibleName(`${product.title} in Test Ink, front view`);
    expect(mainImage()).toHaveAttribute('src', `${product.photoDir}/ink-front-400.webp`);
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(mainImage()).toHaveAccessibleName(`${product.title} in Test Ink, back view`);
  });
});
