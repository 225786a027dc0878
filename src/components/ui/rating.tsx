import { formatCount } from '@/lib/money';
import './rating.css';

const STAR_WIDTH = 24;
/**
 * The five stars as one path (each star the same outline, moved along by a star's width): two
 * elements per rating rather than ten, for a grid of sixteen cards the browser parses and lays
 * out before the page can work on a slow phone.
 */
const STARS = [0, 1, 2, 3, 4]
  .map((i) => {
    const x = i * STAR_WIDTH;
    return `M${12 + x} 2.2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${12 + x} 17l-5.9 3.3 1.3-6.6L${2.5 + x} 9.1l6.6-.8z`;
  })
  .join('');

/** "12 reviews", "1 review". */
export function reviewCountLabel(count: number): string {
  return `${formatCount(count)} review${count === 1 ? '' : 's'}`;
}

/**
 * Five stars filled to the rating, announced as "Rated 4.5 out of 5". Given the number of reviews
 * the rating is the mean of (PRODUCT.md §2a), it says it beside the stars ("4.4 · 12 reviews"), and
 * with none, "No reviews yet" and no stars: a product nobody has reviewed is not rated. `compact`
 * writes the count as "(12)" where room is short, still read out as "12 reviews".
 */
export function Rating({ value, count, showValue = true, compact = false }: { value: number; count?: number; showValue?: boolean; compact?: boolean }) {
  if (count === 0) return <span className="rating rating__value">No reviews yet</span>;
  const stars = <Stars value={value} showValue={showValue} />;
  if (count === undefined) return stars;
  return (
    <span className="rating">
      {stars}
      {compact ? (
        // Where room is short (a phone's headline): "(12)" seen, "12 reviews" read out.
        <span className="rating__value">
          <span aria-hidden="true">({formatCount(count)})</span>
          <span className="visually-hidden">{reviewCountLabel(count)}</span>
        </span>
      ) : (
        <span className="rating__value">
          <span aria-hidden="true">{' · '}</span>
          {reviewCountLabel(count)}
        </span>
      )}
    </span>
  );
}

/**
 * The filled stars are the same path inside an inner SVG as wide as the rating (an inner SVG clips
 * what is outside it): one element, where a clip path and its rectangle were two and an id.
 */
function Stars({ value, showValue }: { value: number; showValue: boolean }) {
  const label = `Rated ${value.toFixed(1).replace(/\.0$/, '')} out of 5`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${STAR_WIDTH * 5} 24`} width="90" height="18" aria-hidden="true" focusable="false">
        <path className="rating__empty" d={STARS} />
        {/* To a tenth of a unit: 4.4 × 24 is 105.60000000000001 in floating point, written out in every card. */}
        <svg width={Math.round(STAR_WIDTH * value * 10) / 10} height="24">
          <path className="rating__full" d={STARS} />
        </svg>
      </svg>
      {showValue && <span className="rating__value">{value.toFixed(1)}</span>}
    </span>
  );
}
