import { useState, type FormEvent } from 'react';
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
  type MinRating,
  type SortOrder,
} from '../query';

/** The form's fields as the shop URL's parameters (`q`, `sort`, `rating`). */
function readForm(form: HTMLFormElement): CatalogueQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return queryFromSearchParams(params);
}

/**
 * The shop's search, sort and minimum-rating controls: one GET form to /shop whose fields are the
 * URL's parameters, so it works as plain HTML too. Search (or Enter) sends it; a sort or rating
 * sends it as soon as it changes. `onApply` receives the whole query the form holds.
 */
export function ShopControls({ query, onApply }: { query: CatalogueQuery; onApply: (query: CatalogueQuery) => void }) {
  // The selects show the visitor's latest choice at once, and follow the URL when it changes
  // (back/forward, a link): what the URL says wins whenever it moves.
  const applied = new URLSearchParams(searchForQuery(query)).toString();
  const [shown, setShown] = useState({ applied, sort: query.sort, minRating: query.minRating });
  if (shown.applied !== applied) setShown({ applied, sort: query.sort, minRating: query.minRating });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(readForm(event.currentTarget));
  }

  function choose(change: Partial<Pick<CatalogueQuery, 'sort' | 'minRating'>>, form: HTMLFormElement | null) {
    setShown((current) => ({ ...current, ...change }));
    if (form) onApply(readForm(form));
  }

  return (
    <form role="search" className="shop-controls" method="get" action={paths.shop()} onSubmit={submit}>
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
              placeholder="Try “kite”, “indigo” or “oversized”"
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
              value={shown.sort}
              onChange={(event) => choose({ sort: event.target.value as SortOrder }, event.target.form)}
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
              value={shown.minRating}
              onChange={(event) => choose({ minRating: Number(event.target.value) as MinRating }, event.target.form)}
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
