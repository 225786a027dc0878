import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating } from './rating';

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
    // 3.5 of 5 stars: the fill is clipped to 70% of the 120-unit row.
    const clip = container.querySelector('clipPath');
    expect(clip?.querySelector('rect')).toHaveAttribute('width', '84');
    expect(full).toHaveAttribute('clip-path', `url(#${clip?.id})`);
  });
});
