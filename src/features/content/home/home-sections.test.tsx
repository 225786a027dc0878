import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { site } from '@/config/site';
import { FeatureTiles } from './feature-tiles';
import { Hero } from './hero';
import { PromoBanners } from './promo-banners';

const coupon = { code: 'WELCOME10', wording: '10% off orders of ₹999 or more (up to ₹300)' };

describe('the home page’s sections, true of any shop (PRODUCT.md §7)', () => {
  it('heads the hero with the seed’s deals where the shop runs one', () => {
    render(
      <MemoryRouter>
        <Hero deals={{ upTo: 0, coupon, offers: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Super value deals');
    expect(screen.getByText('Trade-in-offer')).toBeInTheDocument();
    expect(screen.getByText('Save more with coupons!')).toBeInTheDocument();
  });

  it('promises no deal where the shop runs none: the hero says the shop’s name and tagline', () => {
    render(
      <MemoryRouter>
        <Hero deals={{ upTo: 0, coupon: undefined, offers: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${site.name}${site.tagline}`);
    expect(screen.queryByText(/deal|offer|save|% off/i)).toBeNull();
  });

  it('shows the Promotions tile only while an offer or a coupon runs', () => {
    const { rerender } = render(<FeatureTiles facts={{ saving: 'Fair prices, shipping free', promotions: 'Buy 1 Get 1 Free' }} />);
    expect(screen.getByText('Promotions')).toBeInTheDocument();
    rerender(<FeatureTiles facts={{ saving: 'Fair prices, shipping free', promotions: null }} />);
    expect(screen.queryByText('Promotions')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('draws each banner it is given, and nothing without one', () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <PromoBanners promos={[{ kicker: 'on offer now', title: 'Diwali 30% off', text: '30% off each of these tees.', action: 'See the collection', to: '/shop?collection=diwali', picture: 'gift' }]} />
      </MemoryRouter>,
    );
    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByRole('heading', { name: 'Diwali 30% off' })).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'See the collection: Diwali 30% off' })).toHaveAttribute('href', '/shop?collection=diwali');
    rerender(
      <MemoryRouter>
        <PromoBanners promos={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
