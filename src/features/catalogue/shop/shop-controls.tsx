import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons/search';
import { paths } from '@/config/paths';
import {
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

/**
 * The URL's query with the sort or rating the visitor chose in the prerendered page before the app
 * ran (a select whose choice differs from the one the HTML came with), or null if they chose none.
 */
function choiceMadeBeforeApp(form: HTMLFormElement, query: CatalogueQuery): CatalogueQuery | null {
  const params = new URLSearchParams(searchForQuery(query));
  let chose = false;
  for (const element of form.elements) {
    if (!(element instanceof HTMLSelectElement) || ![...element.options].some((option) => option.selected !== option.defaultSelected)) continue;
    params.set(element.name, element.value);
    chose = true;
  }
  const early = queryFromSearchParams(params);
  return chose && (early.sort !== query.sort || early.minRating !== query.minRating) ? early : null;
}

/** The query as the shop address's search string, to compare one address with another. */
function addressOf(query: CatalogueQuery): string {
  return new URLSearchParams(searchForQuery(query)).toString();
}

interface Chosen {
  /** The address the selects last followed. */
  applied: string;
  sort: CatalogueQuery['sort'];
  minRating: CatalogueQuery['minRating'];
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
 * The shop's search, sort and minimum-rating controls: one GET form to /shop whose fields are the
 * URL's parameters, so it works as plain HTML too. Search (or Enter) sends it; a sort or rating
 * sends it as soon as it changes. `onApply` receives the whole query the form holds.
 */
export function ShopControls({ query, onApply }: { query: CatalogueQuery; onApply: (query: CatalogueQuery) => void }) {
  // The selects show the visitor's latest choice at once, and follow the URL when it changes
  // (back/forward, a link): what the URL says wins whenever it moves.
  // A choice navigates, and the router may land an earlier one (a search just sent) after it: the
  // addresses this form sent and has not yet seen land are `pending`, and landing on one that is not
  // the last keeps the selects as the visitor left them.
  const applied = addressOf(query);
  const [chosen, setChosen] = useState<Chosen>({ applied, sort: query.sort, minRating: query.minRating, pending: [] });
  if (chosen.applied !== applied) {
    const at = chosen.pending.indexOf(applied);
    setChosen(
      at >= 0 && at < chosen.pending.length - 1
        ? { ...chosen, applied, pending: chosen.pending.slice(at + 1) }
        : { applied, sort: query.sort, minRating: query.minRating, pending: [] },
    );
  }
  // React takes over the prerendered form (made for plain /shop) as the visitor has it: the search
  // box gets the URL's text unless they typed in it (React sets only its default while hydrating).
  // React leaves the selects alone while hydrating, so once, as it takes over: a sort or rating
  // the visitor chose is applied, as a choice made a moment later would be (unless the browser is
  // already sending the form; the early script marks that `data-sent`), and the others are set to
  // the URL's.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || form.hasAttribute('data-sent')) return;
    const early = choiceMadeBeforeApp(form, query);
    if (early) onApply(early);
    else showChoices(form, query);
    // Once, as the app takes over the prerendered form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function send(next: CatalogueQuery) {
    setChosen((current) => ({ ...current, sort: next.sort, minRating: next.minRating, pending: [...current.pending, addressOf(next)] }));
    onApply(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(readForm(event.currentTarget));
  }

  return (
    <form ref={formRef} role="search" className="shop-controls" method="get" action={paths.shop()} onSubmit={submit}>
      {/* A collection (from a banner's link) stays chosen while searching and sorting within it. */}
      {query.collection && <input type="hidden" name="collection" value={query.collection} />}
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
              placeholder="e.g. kite, indigo"
            />
            <button type="submit" className="btn btn--primary">
              <SearchIcon size={18} />
              Search
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
              value={chosen.sort}
              onChange={(event) => event.target.form && send(readForm(event.target.form))}
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
              value={chosen.minRating}
              onChange={(event) => event.target.form && send(readForm(event.target.form))}
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
    </form>
  );
}
