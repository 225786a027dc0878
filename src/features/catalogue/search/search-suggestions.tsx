import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { loadStylesheet } from '@/lib/stylesheet';
import { loadSearch, type ProductSearch } from './load-search';
import type { FoundProduct } from './search-index';
import { SUGGESTIONS, suggestionsSaid } from './suggestions-said';
import suggestionStyles from './search.css?url';

/**
 * How long the words must stay the same before the suggestions' photos are asked for. Each key of
 * "tee" suggests six other tees: asking for their photos at every key made six downloads a key on a
 * phone's slow connection, each arriving, decoding and painting while the next key was typed.
 */
const PHOTO_PAUSE_MS = 300;

/** What the box (in ./header-search, loaded before ready) says of the suggestions. */
export interface BoxState {
  expanded: boolean;
  /** The chosen suggestion's id (aria-activedescendant). */
  active?: string;
}

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/** The header search's combobox, ready to show: its search loaded and its styles applied. */
export interface Prepared {
  Suggestions: typeof Suggestions;
  search: ProductSearch;
}

/** Loads the search and the suggestions' stylesheet (the page is ready by now: the header waited). */
export async function prepare(): Promise<Prepared> {
  const [search] = await Promise.all([loadSearch(() => Promise.resolve()), loadStylesheet(suggestionStyles)]);
  return { Suggestions, search };
}

/**
 * The header search's behaviour after ready: as the visitor types it suggests up to six tees
 * (photo, title, price paid) in a listbox; arrows move through them, Enter opens one (or the shop's
 * results when none is chosen: the form's own submit), Escape closes them, and "See all results"
 * opens the shop's results. The box itself stays the header's: this part hears its keys through
 * `keysRef` and tells it what to say through `onBox`.
 */
export function Suggestions({
  id,
  text,
  focused,
  search,
  keysRef,
  onBox,
  done,
}: {
  id: string;
  text: string;
  focused: boolean;
  search: ProductSearch;
  keysRef: RefObject<KeyHandler | null>;
  onBox: (box: BoxState) => void;
  done: (to?: string) => void;
}) {
  const optionId = (at: number) => `${id}-option-${at}`;
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // New words: nothing chosen, and the suggestions may open again.
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setActive(-1);
    setDismissed(false);
  }

  const words = text.trim();
  const found: FoundProduct[] = useMemo(() => (words ? search.find(words, { typing: true, limit: SUGGESTIONS }) : []), [search, words]);
  const photosFor = usePhotosOnPause(found);
  /** Whether the box is being typed in: the live region speaks then. */
  const asking = focused && !dismissed && words !== '';
  // With nothing to suggest the list stays shut; the live region says so, and Enter still searches.
  const open = asking && found.length > 0;
  const chosen = open && active < found.length ? active : -1;
  const activeId = chosen >= 0 ? optionId(chosen) : undefined;

  useEffect(() => onBox({ expanded: open, active: activeId }), [onBox, open, activeId]);
  useEffect(() => () => onBox({ expanded: false }), [onBox]);

  useEffect(() => {
    keysRef.current = (event) => {
      const count = found.length;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box, down goes to the first and up to the last; past either end, back round.
        setActive(chosen === -1 ? (step === 1 ? 0 : count - 1) : (chosen + step + count) % count);
      } else if (event.key === 'Escape' && open) {
        // Closes the suggestions and keeps the words (the browser would clear the box).
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (event.key === 'Enter' && chosen >= 0) {
        event.preventDefault();
        done(paths.product(found[chosen]!.id));
      }
    };
  });

  return (
    <>
      <div className="site-search__popup" hidden={!open}>
        <div id={`${id}-list`} role="listbox" aria-label="Suggestions" className="site-search__list">
          {open &&
            found.map((product, at) => (
              // The keys are the combobox's (aria-activedescendant); a tap or click chooses here.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={product.id}
                id={optionId(at)}
                role="option"
                tabIndex={-1}
                aria-selected={at === chosen}
                className="site-search__option"
                // Keeps focus in the box, so the suggestions stay until the click chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => done(paths.product(product.id))}
              >
                {photosFor.has(product.id) ? (
                  <img className="site-search__photo" src={product.photo} alt="" width="40" height="50" decoding="async" />
                ) : (
                  <span className="site-search__photo" />
                )}
                <span className="site-search__title">{product.title}</span>{' '}
                <span className="site-search__price">{formatPrice(product.pays)}</span>
                {product.soldOut && <span className="site-search__sold-out"> Sold out</span>}
              </div>
            ))}
        </div>
        {open && (
          <Link className="site-search__all" to={paths.shop({ q: words })} onClick={() => done()}>
            See all results
          </Link>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {asking ? suggestionsSaid(found.length, words) : ''}
      </p>
    </>
  );
}

/**
 * The tees whose photos the suggestions show: those suggested once typing has paused
 * (PHOTO_PAUSE_MS), and every tee whose photo has been shown already (the browser has it). Until
 * then a tee's row shows a plain box of the photo's size, so nothing moves when the photo comes.
 */
function usePhotosOnPause(found: readonly FoundProduct[]): ReadonlySet<number> {
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setShown((before) => {
          if (found.every((product) => before.has(product.id))) return before;
          return new Set([...before, ...found.map((product) => product.id)]);
        }),
      PHOTO_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [found]);
  return shown;
}
