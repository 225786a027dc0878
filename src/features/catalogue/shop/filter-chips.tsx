import type { FormEvent, ReactNode } from 'react';
import { paths } from '@/config/paths';
import { chosenFilters, withoutFilter } from '../facets';
import { collectionTitle, emptyQuery, searchForQuery, type CatalogueQuery } from '../query';

/**
 * A button that takes the shop to another query: a GET form to /shop holding that query's
 * parameters, so it works before the app runs too; once it runs, `onApply` takes the query.
 */
function QueryButton({
  to,
  onApply,
  className,
  label,
  children,
}: {
  to: CatalogueQuery;
  onApply: (query: CatalogueQuery) => void;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(to);
  }
  return (
    <form method="get" action={paths.shop()} className="query-button" onSubmit={submit}>
      {searchForQuery(to).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  );
}

/**
 * Above the grid: each chosen filter (and the collection) as a "Remove filter {value}" button, and
 * the page's one "Clear filters" button whenever anything narrows or orders the grid.
 */
export function FilterChips({ query, onApply }: { query: CatalogueQuery; onApply: (query: CatalogueQuery) => void }) {
  const chips = [
    ...(query.collection ? [{ key: 'collection', label: collectionTitle(query.collection), to: { ...query, collection: '' } }] : []),
    ...chosenFilters(query.filters).map(({ group, value, label }) => ({
      key: `${group}=${value}`,
      label,
      to: { ...query, filters: withoutFilter(query.filters, group, value) },
    })),
  ];
  return (
    <div className="filter-chips">
      {chips.map((chip) => (
        <QueryButton key={chip.key} to={chip.to} onApply={onApply} className="btn btn--secondary btn--small filter-chip" label={`Remove filter ${chip.label}`}>
          {chip.label}
          <span aria-hidden="true">
            ×
          </span>
        </QueryButton>
      ))}
      <QueryButton to={emptyQuery} onApply={onApply} className="btn btn--secondary btn--small">
        Clear filters
      </QueryButton>
    </div>
  );
}
