// @ts-check
/**
 * Tiny, original brand marks for the neck labels and prints (no lettering), drawn in a
 * 20 × 20 box centred on the origin.
 */

/**
 * @param {'sun' | 'drop' | 'kite' | 'leaf' | 'cup' | 'dune'} kind
 * @param {string} col
 */
export function brandMark(kind, col) {
  switch (kind) {
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        rays += `M${(Math.cos(a) * 6).toFixed(2)} ${(Math.sin(a) * 6).toFixed(2)}L${(Math.cos(a) * 9).toFixed(2)} ${(Math.sin(a) * 9).toFixed(2)}`;
      }
      return `<circle r="4" fill="${col}"/><path d="${rays}" stroke="${col}" stroke-width="1.6" stroke-linecap="round"/>`;
    }
    case 'drop':
      return `<path d="M0 -9C3 -4 6 -1 6 3A6 6 0 0 1 -6 3C-6 -1 -3 -4 0 -9Z" fill="${col}"/><path d="M-2.5 3A3 3 0 0 0 0 6" stroke="#fff" stroke-opacity="0.6" stroke-width="1.2" fill="none"/>`;
    case 'kite':
      return `<path d="M0 -9L7 -1L0 7L-7 -1Z" fill="${col}"/><path d="M0 7L-2 10H2Z" fill="${col}"/><path d="M-7 -1Q0 -5 7 -1M0 -9V7" stroke="#fff" stroke-opacity="0.6" stroke-width="0.8" fill="none"/>`;
    case 'leaf':
      return `<path d="M-7 8C-8 -2 -2 -8 8 -9C8 1 2 8 -7 8Z" fill="${col}"/><path d="M-7 8L4 -4" stroke="#fff" stroke-opacity="0.6" stroke-width="0.9"/>`;
    case 'cup':
      return `<path d="M-7 -2H5V3A6 6 0 0 1 -7 3Z" fill="${col}"/><path d="M5 -1H7.5A2.4 2.4 0 0 1 7.5 3.5H4.5" stroke="${col}" stroke-width="1.4" fill="none"/><path d="M-3 -5Q-5 -7 -3 -9M1 -5Q-1 -7 1 -9" stroke="${col}" stroke-width="1.1" fill="none" stroke-linecap="round"/><rect x="-8.5" y="8" width="15" height="1.5" rx="0.7" fill="${col}"/>`;
    case 'dune':
      return `<circle cx="3" cy="-3" r="3.4" fill="${col}"/><path d="M-10 6Q-4 -2 2 4Q6 1 10 6Z" fill="${col}"/>`;
  }
}
