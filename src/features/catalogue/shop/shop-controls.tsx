import { useId, useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons/search';
import {
  minRatingLabel,
  minRatings,
  sortLabels,
  sortOrders,
  type CatalogueQuery,
  type MinRating,
  type SortOrder,
} from '../query';

/**
 * Search box with its Search button (the query applies on the button or Enter only),
 * and the sort and minimum-rating selects (which apply as soon as they change).
 * `onChange` receives only what the visitor changed; the page merges it into the current query.
 */
export function ShopControls({
  query,
  onChange,
}: {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
}) {
  const id = useId();
  return (
    <div className="shop-controls">
      {/* Keyed by the applied query so back/forward puts the URL's text back in the box. */}
      <SearchForm key={query.q} applied={query.q} onSearch={(q) => onChange({ q })} />
      <div className="shop-controls__selects">
        <div className="field shop-controls__field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            className="select"
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as SortOrder })}
          >
            {sortOrders.map((order) => (
              <option key={order} value={order}>
                {sortLabels[order]}
              </option>
            ))}
          </select>
        </div>
        <div className="field shop-controls__field">
          <label className="field__label" htmlFor={`${id}-rating`}>
            Minimum rating
          </label>
          <select
            id={`${id}-rating`}
            className="select"
            value={query.minRating}
            onChange={(event) => onChange({ minRating: Number(event.target.value) as MinRating })}
          >
            {minRatings.map((rating) => (
              <option key={rating} value={rating}>
                {minRatingLabel(rating)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}

function SearchForm({ applied, onSearch }: { applied: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form role="search" className="shop-search" onSubmit={submit}>
      <label className="field__label" htmlFor={`${id}-q`}>
        Search products
      </label>
      <div className="shop-search__row">
        <input
          id={`${id}-q`}
          className="input"
          type="search"
          name="q"
          value={draft}
          maxLength={100}
          placeholder="Try “kite”, “indigo” or “oversized”"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <SearchIcon size={18} />
          Search
        </button>
      </div>
    </form>
  );
}
