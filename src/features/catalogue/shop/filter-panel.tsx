import { useId, useMemo, type ChangeEvent } from 'react';
import { groupOptions, paramOf, toggleOptions, type FilterOption, type ListGroup } from '../facets';
import type { CatalogueQuery, DescriptionWords } from '../query';
import type { CountOptions } from '../range-query';

/** The id of the filters' sheet, which the phone's "Filters" button opens. */
export const FILTERS_ID = 'shop-filters';

const legends: Record<ListGroup, string> = { sizes: 'Size', colours: 'Colour', prices: 'Price' };

/**
 * One checkbox of a filter, named by its value, with how many products it would give (read out as
 * its description). One that would give none is disabled, never hidden (unless it is chosen, so it
 * can be unticked). Uncontrolled: the form (./shop-controls.tsx) keeps them in step with the address.
 */
function Option({ option, onChange }: { option: FilterOption; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const countId = `${useId()}-count`;
  return (
    <label className={`filter-option${option.swatch ? ' filter-option--colour' : ''}`}>
      <input
        type="checkbox"
        name={paramOf[option.group]}
        value={option.value}
        defaultChecked={option.chosen}
        disabled={option.count === 0 && !option.chosen}
        aria-describedby={countId}
        onChange={onChange}
      />
      {option.swatch && (
        // Drawn as SVG, so the shop's colours need no inline style under the CSP.
        <svg className="filter-option__swatch" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7.25" fill={option.swatch} />
        </svg>
      )}
      <span className="filter-option__label">{option.label}</span>
      {/* Out of its name ("Medium"), read out as its description. */}
      <span id={countId} className="filter-option__count" aria-hidden="true">
        {option.count}
      </span>
    </label>
  );
}

/**
 * The shop's filters inside its GET form: Size, Colour and Price groups and the On offer and In stock
 * only checkboxes. On a wide screen they sit in the form; on a phone they are a sheet (a `dialog` that
 * is a native popover, so the "Filters" button opens it before the app runs too) with a Close button
 * and a "Show results" button that sends the form.
 */
export function FilterPanel({
  query,
  words,
  count,
  onChange,
  live,
}: {
  query: CatalogueQuery;
  /** The descriptions' words, which a query with a search needs for its counts. */
  words: DescriptionWords | undefined;
  /** The range's counts, once it has come (until then the build's, for nothing chosen). */
  count: CountOptions | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  live: boolean;
}) {
  const titleId = useId();
  // Counted again only when the query, its words or the range change: not for a "Show more".
  const groups = useMemo(
    () => ({
      sizes: groupOptions('sizes', query, words, count),
      colours: groupOptions('colours', query, words, count),
      prices: groupOptions('prices', query, words, count),
      toggles: toggleOptions(query, words, count),
    }),
    [query, words, count],
  );
  return (
    <dialog id={FILTERS_ID} popover="auto" className="shop-filters" aria-labelledby={titleId}>
      <div className="shop-filters__head">
        <h3 id={titleId} className="shop-filters__title">
          Filters
        </h3>
        <button type="button" className="btn btn--secondary btn--small shop-filters__close" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
          Close
        </button>
      </div>
      <div className="shop-filters__groups">
        {(['sizes', 'colours', 'prices'] as const).map((group) => (
          <fieldset key={group} className={`shop-filters__group shop-filters__group--${group}`}>
            <legend>{legends[group]}</legend>
            <div className="shop-filters__options">
              {groups[group].map((option) => (
                <Option key={option.value} option={option} onChange={onChange} />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="shop-filters__options shop-filters__toggles">
          {groups.toggles.map((option) => (
            <Option key={option.group} option={option} onChange={onChange} />
          ))}
        </div>
      </div>
      {/* Before the app, ticks are sent with this (or Search); after it, each applies at once. */}
      <button type="submit" className={`btn btn--primary shop-filters__apply${live ? ' shop-filters__apply--live' : ''}`}>
        Show results
      </button>
    </dialog>
  );
}
