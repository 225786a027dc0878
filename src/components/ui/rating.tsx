import { useId } from 'react';
import './rating.css';

const STAR =
  'M12 2.2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17l-5.9 3.3 1.3-6.6L2.5 9.1l6.6-.8z';
const STAR_WIDTH = 24;

/** Five stars filled to the rating, announced as "Rated 4.5 out of 5". */
export function Rating({ value, showValue = true }: { value: number; showValue?: boolean }) {
  const clipId = useId();
  const label = `Rated ${value.toFixed(1).replace(/\.0$/, '')} out of 5`;
  const stars = [0, 1, 2, 3, 4].map((i) => (
    <path key={i} d={STAR} transform={`translate(${i * STAR_WIDTH} 0)`} />
  ));
  return (
    <span className="rating" role="img" aria-label={label}>
      <svg viewBox={`0 0 ${STAR_WIDTH * 5} 24`} width="90" height="18" aria-hidden="true" focusable="false">
        <clipPath id={clipId}>
          <rect width={(STAR_WIDTH * 5 * value) / 5} height="24" />
        </clipPath>
        <g className="rating__empty">{stars}</g>
        <g className="rating__full" clipPath={`url(#${clipId})`}>
          {stars}
        </g>
      </svg>
      {showValue && <span className="rating__value">{value.toFixed(1)}</span>}
    </span>
  );
}
