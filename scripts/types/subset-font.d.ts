/**
 * subset-font 2.x ships no types; this covers the one call scripts/fonts.mjs makes
 * (its README, "API": `subsetFont(buffer, text, options): Promise<Buffer>`).
 */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    /** Pin an axis to a value, or narrow its range (optionally with a new default). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}
