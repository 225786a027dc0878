import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { loadStylesheet } from '@/lib/stylesheet';
import { loadSearch, type ProductSearch } from './load-search';
import type { FoundProduct } from './search-index';
import suggestionStyles from './search.css?url';

/** At most this many suggestions (PRODUCT.md §3). */
export const SUGGESTIONS = 6;

/** What the live region says of the suggestions, for a screen reader. */
export function suggestionsSaid(count: number, text: string): string {
  if (count === 0) return `No suggestions for “${text}”. Press Enter to search the shop.`;
  return `${count} suggestion${count === 1 ? '' : 's'}. Use the up and down arrows to choose.`;
}

/**
 * The header's search (PRODUCT.md §3 "Search from every page"). Before the app it is a plain GET
 * form to /shop with `q`: Enter sends it. With the app it is a combobox: on first focus (never before
 * the page is ready: `after`) the search and its index load, and as the visitor types it suggests up
 * to six tees (photo, title, price paid) in a listbox; arrows move through them, Enter opens one (or
 * the shop's results when none is chosen), Escape closes them, and "See all results" opens the shop's
 * results. `onDone` runs once it has taken the visitor somewhere (the header closes its phone menu).
 * The not-found page has one too, under its own `label`.
 */
export function HeaderSearch({
  after,
  onDone,
  label = 'Search the shop',
  placeholder = 'Search',
}: {
  after: () => Promise<void>;
  onDone?: () => void;
  /** The box's name: the header's is "Search the shop"; another on the same page needs its own (the 404 page's). */
  label?: string;
  /** Short, so it shows whole in the header's narrowest box. */
  placeholder?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (at: number) => `${id}-option-${at}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [search, setSearch] = useState<ProductSearch | null>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const words = text.trim();
  const found: FoundProduct[] = useMemo(() => (search && words ? search.find(words, { typing: true, limit: SUGGESTIONS }) : []), [search, words]);
  /** Whether the box is being typed in with the search loaded: the live region speaks then. */
  const asking = focused && !dismissed && search !== null && words !== '';
  // With nothing to suggest the list stays shut; the live region says so, and Enter still searches.
  const open = asking && found.length > 0;
  const chosen = open && active < found.length ? active : -1;

  function start() {
    setFocused(true);
    if (search) return;
    void Promise.all([loadSearch(after), loadStylesheet(suggestionStyles)]).then(
      ([loaded]) => setSearch(() => loaded),
      // Without the index the box stays what it is before the app: a form that opens the shop's results.
      () => {},
    );
  }

  /** Empties the box and goes where the visitor chose (a link goes by itself: no `to`). */
  function done(to?: string) {
    if (inputRef.current) inputRef.current.value = '';
    setText('');
    setActive(-1);
    inputRef.current?.blur();
    setFocused(false);
    if (to !== undefined) navigate(to);
    onDone?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = inputRef.current?.value.trim() ?? '';
    done(paths.shop(q ? { q } : {}));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
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
  }

  return (
    <form
      className="site-search"
      role="search"
      aria-label="Site"
      method="get"
      action={paths.shop()}
      onSubmit={submit}
      onFocus={start}
      onBlur={(event) => {
        // Focus moving within the form (to "See all results") keeps the suggestions open.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label htmlFor={`${id}-box`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-box`}
        className="input site-search__box"
        type="search"
        name="q"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={chosen >= 0 ? optionId(chosen) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="site-search__popup" hidden={!open}>
        <div id={listId} role="listbox" aria-label="Suggestions" className="site-search__list">
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
                <img src={product.photo} alt="" width="40" height="50" loading="lazy" decoding="async" />
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
    </form>
  );
}
