/**
 * A photo at another width, for when the one the browser asked for is neither kept nor reachable
 * (PRODUCT.md §12): offline, a page shows the photo from a size it has rather than none. The
 * build writes each photo at several widths as `${stem}-${width}.webp`, and the precache takes the
 * sizes a phone shows before the larger ones (scripts/precache-plan.mjs), so a wide screen offline
 * may ask for a width that was never downloaded while a smaller one of the same photo was.
 */

/** A photo file's address split into its stem and width: `/p/front-800.webp` → `/p/front`, 800. */
export function photoWidth(pathname: string): { stem: string; width: number } | undefined {
  const found = /^(.+)-(\d+)\.webp$/.exec(pathname);
  return found ? { stem: found[1]!, width: Number(found[2]) } : undefined;
}

/** The widths to try for one that is missing: the next larger first (as sharp as asked), then the next smaller. */
export function nearestWidths(wanted: number, available: readonly number[]): number[] {
  const others = [...new Set(available)].filter((width) => width !== wanted);
  const larger = others.filter((width) => width > wanted).sort((a, b) => a - b);
  const smaller = others.filter((width) => width < wanted).sort((a, b) => b - a);
  return [...larger, ...smaller];
}
