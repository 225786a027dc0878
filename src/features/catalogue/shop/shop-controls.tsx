import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons/search';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydrated';
import { filterCount } from '../filters';
import type { ShopRange } from '../range-query';
import { loadDescriptionWords, useDescriptionWords } from './description-words';
import { FILTERS_ID, FilterPanel } from './filter-panel';
import {
  emptyQuery,
  isFiltered,
  minRatingLabel,
  minRatings,
  queryFromSearchParams,
  searchForQuery,
  sortLabels,
  sortOrders,
  type CatalogueQuery,
} from '../query';

/** The form's fields as the shop URL's parameters (`q`, `sort`, `rating`, and `collection` when one is chosen). */
function readForm(form: HTMLFormElement): CatalogueQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return queryFromSearchParams(params);
}

function isCheckbox(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'checkbox';
}

/**
 * The URL's query with the sort, rating or filters the visitor chose in the prerendered page before
 * the app ran (a select or checkbox that differs from the one the HTML came with), or null if none.
 */
function choiceMadeBeforeApp(form: HTMLFormElement, query: CatalogueQuery): CatalogueQuery | null {
  let params = new URLSearchParams(searchForQuery(query));
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && [...element.options].some((option) => option.selected !== option.defaultSelected)) {
      params.set(element.name, element.value);
    }
    if (isCheckbox(element) && element.checked !== element.defaultChecked) {
      params = new URLSearchParams([...params].filter(([name, value]) => name !== element.name || value !== element.value));
      if (element.checked) params.append(element.name, element.value);
    }
  }
  const early = queryFromSearchParams(params);
  return addressOf(early) !== addressOf(query) ? early : null;
}

/** Ticks each checkbox as the query has it (the address moved: back, forward, a link, a removed filter). */
function showFilters(form: HTMLFormElement, query: CatalogueQuery): void {
  const chosen = new URLSearchParams(searchForQuery(query));
  for (const element of form.elements) {
    if (isCheckbox(element)) element.checked = chosen.getAll(element.name).includes(element.value);
  }
}

/** The query as the shop address's search string, to compare one address with another. */
function addressOf(query: CatalogueQuery): string {
  return new URLSearchParams(searchForQuery(query)).toString();
}

interface Chosen {
  /** The address the controls last followed. */
  applied: string;
  /** The query the controls show: the visitor's latest choice, or the address's. */
  view: CatalogueQuery;
  /** Addresses this form sent, oldest first, that have not landed yet. */
  pending: string[];
}

/** Sets each select the visitor left alone to the query's value. */
function showChoices(form: HTMLFormElement, query: CatalogueQuery): void {
  const values: Record<string, string> = { sort: query.sort, rating: String(query.minRating) };
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && element.name in values) element.value = values[element.name]!;
  }
}

/**
 * The shop's search, sort, minimum-rating and filter controls: one GET form to /shop whose fields
 * are the URL's parameters, so it works as plain HTML too. Search (or Enter, or the filters' "Show
 * results") sends it; a sort, rating or filter sends it as soon as it changes once the app runs.
 * `onApply` receives the whole query the form holds. The filters count the `range` once it has come
 * (../use-range.ts); before, the build's counts for nothing chosen. Drawn again only when its
 * props change: not for a "Show more", which changes the page alone.
 */
export const ShopControls = memo(function ShopControls({
  query,
  range,
  onApply,
}: {
  query: CatalogueQuery;
  range: ShopRange | undefined;
  onApply: (query: CatalogueQuery) => void;
}) {
  // The selects show the visitor's latest choice at once, and follow the URL when it changes
  // (back/forward, a link): what the URL says wins whenever it moves.
  // A choice navigates, and the router may land an earlier one (a search just sent) after it: the
  // addresses this form sent and has not yet seen land are `pending`, and landing on one that is not
  // the last keeps the selects as the visitor left them.
  const applied = addressOf(query);
  const [chosen, setChosen] = useState<Chosen>({ applied, view: query, pending: [] });
  if (chosen.applied !== applied) {
    const at = chosen.pending.indexOf(applied);
    setChosen(
      at >= 0 && at < chosen.pending.length - 1
        ? { ...chosen, applied, pending: chosen.pending.slice(at + 1) }
        : { applied, view: query, pending: [] },
    );
  }
  // The filters' counts and ticks are drawn for plain /shop while React takes over the prerendered
  // form (as the HTML has them), then for the query (with a search, once the descriptions it
  // matches have come; with any choice, once the range has).
  const hydrated = useHydrated();
  const searching = chosen.view.q.trim() !== '';
  const words = useDescriptionWords(hydrated && searching);
  const shown = hydrated && (!searching || words !== undefined) && (range !== undefined || !isFiltered(chosen.view)) ? chosen.view : emptyQuery;
  const viewAddress = addressOf(chosen.view);
  // React takes over the prerendered form (made for plain /shop) as the visitor has it: the search
  // box gets the URL's text unless they typed in it (React sets only its default while hydrating).
  // React leaves the selects and checkboxes alone while hydrating, so once, as it takes over: a
  // sort, rating or filter the visitor chose is applied, as a choice made a moment later would be
  // (unless the browser is already sending the form; the early script marks that `data-sent`), and
  // the others are set to the URL's.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || form.hasAttribute('data-sent')) return;
    const early = choiceMadeBeforeApp(form, query);
    if (early) send(early);
    else {
      showChoices(form, query);
      showFilters(form, query);
    }
    // Once, as the app takes over the prerendered form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The checkboxes are the browser's own (so a tick made before the app is kept): when the query the
  // controls show moves, they follow it. Not as the app takes over: the effect above reads them first.
  const followed = useRef(viewAddress);
  useEffect(() => {
    if (followed.current === viewAddress || !formRef.current) return;
    followed.current = viewAddress;
    showFilters(formRef.current, chosen.view);
  }, [viewAddress, chosen.view]);

  function send(next: CatalogueQuery) {
    setChosen((current) => ({ ...current, view: next, pending: [...current.pending, addressOf(next)] }));
    onApply(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(readForm(event.currentTarget));
    // On a phone, the sheet closes on "Show results" (or Search) to show them.
    const sheet = document.getElementById(FILTERS_ID);
    if (sheet?.matches(':popover-open')) sheet.hidePopover();
  }

  const sendForm = (event: { target: { form: HTMLFormElement | null } }) => event.target.form && send(readForm(event.target.form));
  const count = filterCount(shown.filters);

  return (
    <form ref={formRef} role="search" className="shop-controls" method="get" action={paths.shop()} onSubmit={submit}>
      {/* A collection (from a banner's link) stays chosen while searching and sorting within it. */}
      {/* Once the app runs: the prerendered form (plain /shop) has none, and hydration must match it. */}
      {hydrated && query.collection && <input type="hidden" name="collection" value={query.collection} />}
      <Field label="Search products" className="shop-search">
        {(control) => (
          <div className="shop-search__row">
            {/* Keyed by the applied query, so back/forward puts the URL's text back in the box. */}
            <input
              {...control}
              key={query.q}
              className="input"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              // Short enough for the box on a 375 px phone, beside Search and Filters.
              placeholder="Search tees"
              // What a search matches beyond titles comes while the visitor types.
              onFocus={() => void loadDescriptionWords()}
            />
            <button type="submit" className="btn btn--primary shop-search__button">
              <SearchIcon size={18} />
              <span className="shop-search__word">Search</span>
            </button>
            {/* On a phone the filters are a sheet this opens (a native popover: before the app too). */}
            <button type="button" className="btn btn--secondary shop-controls__filters" popoverTarget={FILTERS_ID}>
              {count > 0 ? `Filters · ${count}` : 'Filters'}
            </button>
          </div>
        )}
      </Field>
      <div className="shop-controls__selects">
        <Field label="Sort by" className="shop-controls__field">
          {(control) => (
            <select
              {...control}
              name="sort"
              className="select"
              value={chosen.view.sort}
              onChange={sendForm}
            >
              {sortOrders.map((order) => (
                <option key={order} value={order}>
                  {sortLabels[order]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Minimum rating" className="shop-controls__field">
          {(control) => (
            <select
              {...control}
              name="rating"
              className="select"
              value={chosen.view.minRating}
              onChange={sendForm}
            >
              {minRatings.map((rating) => (
                <option key={rating} value={rating}>
                  {minRatingLabel(rating)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FilterPanel query={shown} words={words} count={range?.count} onChange={sendForm} live={hydrated} />
    </form>
  );
});
