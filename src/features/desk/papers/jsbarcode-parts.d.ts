/**
 * The two parts of jsbarcode the shipping label uses, imported on their own (the package's main
 * file brings every symbology and the canvas renderer). Typed here: the package types only its whole.
 */
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  const encoder: unknown;
  export default encoder;
}
declare module 'jsbarcode/bin/renderers/svg.js' {
  const renderer: unknown;
  export default renderer;
}
declare module 'jsbarcode/bin/barcodes/CODE128/constants.js' {
  export const BARS: readonly number[];
}
