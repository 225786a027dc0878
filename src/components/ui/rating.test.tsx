import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, reviewCountLabel } from './rating';

describe('Rating', () => {
  it.each([
    [4.5, 'Rated 4.5 out of 5', '4.5'],
    [5, 'Rated 5 out of 5', '5.0'],
    [1, 'Rated 1 out of 5', '1.0'],
    [3.7, 'Rated 3.7 out of 5', '3.7'],
  ])('announces %s as "%s"', (value, name, shown) => {
    render(<Rating value={value} />);
    const rating = screen.getByRole('img', { name });
    expect(rating).toHaveTextContent(shown);
  });

  it('can hide the number, keeping the name', () => {
    render(<Rating value={4.2} showValue={false} />);
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toHaveTextContent('');
  });

  it('renders one image per rating, with separate fills', () => {
    render(
      <>
        <Rating value={2} />
        <Rating value={4} />
      </>,
    );
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('draws five outlined stars and fills them to the rating', () => {
    const { container } = render(<Rating value={3.5} />);
    const [empty, full] = [container.querySelector('.rating__empty'), container.querySelector('.rating__full')];
    expect(empty?.getAttribute('d')?.match(/M/g)).toHaveLength(5);
    expect(full).toHaveAttribute('d', empty?.getAttribute('d'));
    // 3.5 of 5 stars: the fill is inside an inner SVG (which clips) 70% of the 120-unit row wide.
    const inner = full?.parentElement;
    expect(inner?.tagName).toBe('svg');
    expect(inner).toHaveAttribute('width', '84');
    expect(inner).not.toHaveAttribute('viewBox');
  });

  it('writes the fill’s width as a short number, not a floating-point tail', () => {
    const { container } = render(<Rating value={4.4} />);
    // 4.4 × 24 is 105.60000000000001 in floating point.
    expect(container.querySelector('.rating__full')?.parentElement).toHaveAttribute('width', '105.6');
  });

  it('says how many reviews the rating is the mean of, beside the stars', () => {
    const { container } = render(<Rating value={4.4} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toHaveTextContent('4.4');
    expect(container).toHaveTextContent('4.4 · 12 reviews');
    render(<Rating value={5} count={1} />);
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });

  it('compact, shows the count as "(12)" and reads it out as "12 reviews"', () => {
    const { container } = render(<Rating value={4.4} count={12} compact />);
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('(12)');
    expect(container.querySelector('.visually-hidden')).toHaveTextContent('12 reviews');
    expect(container).not.toHaveTextContent('·');
  });

  it('says "No reviews yet" with no stars and no rating when there are none', () => {
    const { container } = render(<Rating value={0} count={0} />);
    expect(container).toHaveTextContent(/^No reviews yet$/);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('counts reviews in words', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(12)).toBe('12 reviews');
    expect(reviewCountLabel(1200)).toBe('1,200 reviews');
  });
});
