import { useId, useRef, useState, type FormEvent } from 'react';
import { loadOnce } from '@/lib/load-once';
import { useNavigate } from '@/lib/router';
import { paths } from '@/config/paths';
import type { BoxState, KeyHandler, Prepared } from './search-suggestions';

export { SUGGESTIONS, suggestionsSaid } from './suggestions-said';

/**
 * The suggestions' code, the search and its stylesheet, loaded once, on the box's first focus and
 * never before the page is ready (`after`). A load that fails is tried again on the next focus.
 */
const { get: loadSuggestions } = loadOnce(
  (after: () => Promise<void>): Promise<Prepared> =>
    after()
      .then(() => import('./search-suggestions'))
      .then((part) => part.prepare()),
);

/**
 * The header's search (PRODUCT.md §3 "Search from every page"). Before the app it is a plain GET
 * form to /shop with `q`: Enter sends it. This part, which every page loads before it is ready, is
 * only that form and its box, so focus and typed words are never lost; on first focus (never before
 * the page is ready: `after`) the combobox's behaviour loads (./search-suggestions: up to six tees
 * in a listbox, the arrows, Enter, Escape, "See all results"). `onDone` runs once it has taken the
 * visitor somewhere (the header closes its phone menu). The not-found page has one too, under its
 * own `label`.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const keysRef = useRef<KeyHandler | null>(null);
  const navigate = useNavigate();
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [box, setBox] = useState<BoxState>({ expanded: false });

  function start() {
    setFocused(true);
    // Without the suggestions the box stays what it is before the app: a form that opens the shop's results.
    if (!prepared) void loadSuggestions(after).then(setPrepared, () => {});
  }

  /** Empties the box and goes where the visitor chose (a link goes by itself: no `to`). */
  function done(to?: string) {
    if (inputRef.current) inputRef.current.value = '';
    setText('');
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
        aria-expanded={box.expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={box.active}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => keysRef.current?.(event)}
      />
      {prepared ? (
        <prepared.Suggestions id={id} text={text} focused={focused} search={prepared.search} keysRef={keysRef} onBox={setBox} done={done} />
      ) : (
        <>
          <div className="site-search__popup" hidden>
            <div id={listId} role="listbox" aria-label="Suggestions" className="site-search__list" />
          </div>
          <p role="status" className="visually-hidden" />
        </>
      )}
    </form>
  );
}
