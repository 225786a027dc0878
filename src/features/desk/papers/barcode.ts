import code128Module from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';
import svgRendererModule from 'jsbarcode/bin/renderers/svg.js';

/**
 * The order number as a Code 128 barcode, by jsbarcode (PRODUCT.md §16: a well-kept library): only
 * its Code 128 encoder (the automatic one, which packs runs of digits two to a symbol) and its SVG
 * renderer, which draws with attributes alone, so the page's CSP (no inline styles) holds.
 */

interface Encoding {
  /** The bars and spaces, one character a module: "1" a bar, "0" a space. */
  data: string;
  text: string;
}
type EncoderClass = new (data: string, options: object) => { valid(): boolean; encode(): Encoding };
type RendererClass = new (svg: SVGSVGElement, encodings: (Encoding & { options: object })[], options: object) => { render(): void };

/** The package is CommonJS: a bundler hands over its `default`, Node the whole `exports`. */
const unwrap = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;
const Code128 = unwrap<EncoderClass>(code128Module);
const SvgRenderer = unwrap<RendererClass>(svgRendererModule);

/** The modules of `text` as Code 128 (start, data, check symbol, stop). Throws on text it cannot carry. */
export function code128(text: string): string {
  const encoder = new Code128(text, {});
  if (!encoder.valid()) throw new RangeError(`“${text}” cannot be written as a Code 128 barcode.`);
  return encoder.encode().data;
}

/** Quiet zone either side, in modules: scanners need ten. */
export const QUIET_ZONE = 10;

/**
 * Draws `text` into `svg`, one unit a module and `height` units tall, on white with black bars
 * whatever the theme (a label is printed, and scanners want dark on light). The human-readable
 * number is the page's own text, below it.
 */
export function drawBarcode(svg: SVGSVGElement, text: string, height = 60): void {
  const options = {
    width: 1,
    height,
    format: 'CODE128',
    displayValue: false,
    fontOptions: '',
    font: 'monospace',
    text: undefined,
    textAlign: 'center',
    textPosition: 'bottom',
    textMargin: 2,
    fontSize: 20,
    background: '#ffffff',
    lineColor: '#000000',
    margin: 0,
    marginTop: 0,
    marginBottom: 0,
    marginLeft: QUIET_ZONE,
    marginRight: QUIET_ZONE,
  };
  new SvgRenderer(svg, [{ data: code128(text), text, options: {} }], options).render();
  // Scaled to the label's width by CSS; the bars stay in proportion to one another.
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('preserveAspectRatio', 'none');
}
