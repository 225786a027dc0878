/**
 * How much of other pages' code a page may fetch before the visitor asks for it (PRODUCT.md §12,
 * issue 22): data on a prepaid plan is the shopper's money, so fetching ahead is done only
 *   - where the browser does not say Save-Data and the connection is not a slow one (2g, 3g), and
 *   - within a budget: a page with no interaction downloads at most 100 KiB of JavaScript, its own
 *     included.
 * The prerenderer knows what each page needs and what every other page's code weighs, and writes
 * it into the page (`data-fetch-ahead` on `#root`, scripts/prerender.mjs): the room the page leaves
 * under the budget once its own code and what it always loads later (the footer, offline support)
 * are counted, and each page's code beyond what this one loads, in bytes as sent (gzip, with
 * headers). A tap, a touch, a hover or keyboard focus on a link is the visitor asking: that page's
 * code is fetched whatever this says.
 */

/** What the browser tells of the connection (the Network Information API, where there is one). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The JavaScript a page may download with no interaction, its own included. */
export const NO_INTERACTION_JS_BUDGET = 100 * 1024;

/** Connections too slow to spend on a guess: the page's own code comes first there. */
const SLOW = new Set(['slow-2g', '2g', '3g']);

/** True when the browser says the visitor saves data, or the connection is a slow one. */
export function savingData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || (typeof connection.effectiveType === 'string' && SLOW.has(connection.effectiveType));
}

/** This browser's connection hints, where it has the API. */
export function connectionHints(nav: Navigator = navigator): ConnectionHints | undefined {
  return (nav as Navigator & { connection?: ConnectionHints }).connection;
}

export interface FetchAheadPlan {
  /** Bytes this page may still spend on other pages' code. */
  room: number;
  /** Each page (by route module name) and the bytes its code adds to this page's. */
  pages: Record<string, number>;
}

const NONE: FetchAheadPlan = { room: 0, pages: {} };

const isBytes = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The plan the prerenderer wrote into the page: "room name:bytes name:bytes …". Missing (the
 * development server renders no page) or unreadable: no room, so nothing is fetched ahead; a page
 * it does not weigh is never fetched ahead.
 */
export function readFetchAheadPlan(text: string | null | undefined): FetchAheadPlan {
  const [first, ...rest] = (text ?? '').trim().split(/\s+/);
  const room = Number(first);
  if (!first || !isBytes(room)) return NONE;
  const pages: Record<string, number> = {};
  for (const item of rest) {
    const match = /^([\w-]+):(\d+)$/.exec(item);
    if (match) pages[match[1]!] = Number(match[2]);
  }
  return { room, pages };
}

/**
 * Keeps the account of one page's fetching ahead: `take(name)` says whether that page's code may be
 * fetched now and, if so, counts it. A page the plan does not weigh is never taken (its cost is
 * unknown); one already taken costs nothing more.
 */
export function fetchAheadBudget(plan: FetchAheadPlan, connection: ConnectionHints | undefined) {
  let spent = 0;
  const taken = new Set<string>();
  return {
    take(name: string): boolean {
      if (taken.has(name)) return true;
      if (savingData(connection)) return false;
      const weight = plan.pages[name];
      if (weight === undefined || spent + weight > plan.room) return false;
      spent += weight;
      taken.add(name);
      return true;
    },
    spent: () => spent,
  };
}
