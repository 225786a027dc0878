import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { products } from './data/products';
import { ProductImageView } from './product-image';

const photo = products[0]!.images[0];
const drawn = { src: '/images/site/hero-400.webp', srcSet: '/images/site/hero-400.webp 400w', width: 400, height: 300, alt: 'A drawn hero' };

const loadingOf = (image: HTMLElement) => Object.fromEntries(['loading', 'fetchpriority', 'decoding'].map((name) => [name, image.getAttribute(name)]));

describe('images above and below the fold', () => {
  it.each([
    ['a product photo', (priority: boolean) => <ProductImageView image={photo} sizes="50vw" priority={priority} />, photo.alt],
    ['a drawn image', (priority: boolean) => <ResponsiveImage image={drawn} sizes="50vw" priority={priority} />, drawn.alt],
  ])('%s above the fold is fetched at once and first; below it, when scrolled near; either decoded off the main thread', (_, image, alt) => {
    const { unmount } = render(image(true));
    expect(loadingOf(screen.getByRole('img', { name: alt }))).toEqual({ loading: 'eager', fetchpriority: 'high', decoding: 'async' });
    unmount();
    render(image(false));
    expect(loadingOf(screen.getByRole('img', { name: alt }))).toEqual({ loading: 'lazy', fetchpriority: 'auto', decoding: 'async' });
  });
});
