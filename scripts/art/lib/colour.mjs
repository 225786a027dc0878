// @ts-check
/**
 * Colour maths for the generated artwork, on #rrggbb strings: mixing, lightening and
 * darkening, and WCAG relative luminance.
 */

/** @param {string} hex #rrggbb @returns {[number, number, number]} red, green and blue, 0..255 */
export function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

/** @param {number} r @param {number} g @param {number} b @returns {string} #rrggbb, each channel rounded and clamped */
export function rgbToHex(r, g, b) {
  const c = (/** @type {number} */ v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/**
 * Linear mix of two #rrggbb colours.
 * @param {string} a @param {string} b @param {number} t 0 gives a, 1 gives b
 */
export function mix(a, b, t) {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Mixes towards white. @param {string} c @param {number} t 0..1 */
export const lighten = (c, t) => mix(c, '#ffffff', t);

/** Mixes towards black. @param {string} c @param {number} t 0..1 */
export const darken = (c, t) => mix(c, '#000000', t);

/** Lightens (t > 0) or darkens (t < 0) by |t|. @param {string} c @param {number} t -1..1 */
export const shiftLightness = (c, t) => (t >= 0 ? lighten(c, t) : darken(c, -t));

/**
 * Mixes towards the deep blue-violet the site illustrations shade with (#120f24), so their
 * shadows stay coloured instead of going grey.
 * @param {string} c @param {number} t 0..1
 */
export const inShadow = (c, t) => mix(c, '#120f24', t);

/** An sRGB channel (0..255) as linear light (0..1). @param {number} v */
export function linearChannel(v) {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). @param {string} c */
export function relativeLuminance(c) {
  const [r, g, b] = hexToRgb(c);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}
