import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ListingQuery, SearchFilter } from '../../../../schemas/api/listing';
import { t } from '../../../i18n/zh-CN';
import { QueryForm, submitOnChange } from '../../../ui/query-form';
import { useAppRunning } from '../../../ui/use-app-running';
import { KEPT_BY_FILTERS } from './listing-query';
import styles from './listing.module.css';

/**
 * The filters and sort orders the backend offers for a listing, as a GET form of the listing's own address (the page
 * goes back to 1): the server renders the list the query asks for. With the app a change applies at once (no 应用);
 * without it (or before it has taken over) the 应用 button sends the form. Its owner remounts it (a key) once another query has loaded.
 */
export function ListingFilters({ facets, query }: { facets: SearchFilter; query: ListingQuery }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const sortId = useId();
  const appApplies = useAppRunning();
  const c = t.catalogue;
  if (facets.filters.length === 0 && facets.sorts.length === 0) return <div className={styles.toolbar} />;
  return (
    <QueryForm action={pathname} className={styles.toolbar}>
      {/* What the listing is of (a search's keyword, the all-series flag) travels with every choice. */}
      {[...params].filter(([key]) => KEPT_BY_FILTERS.has(key)).map(([key, value], i) => <input key={`${key}-${i}`} type="hidden" name={key} value={value} />)}
      {facets.filters.length > 0 && (
        <div className={styles.filters} role="group" aria-label={c.filters}>
          {facets.filters.map((filter) => (
            <fieldset key={filter.filterCode} className={styles.filter}>
              <legend className={styles.filterName}>{filter.filterName}</legend>
              <div className={styles.options}>
                {filter.options.map((option) => (
                  <label key={option.value} className={styles.option}>
                    <input
                      type="checkbox"
                      name={filter.filterCode}
                      value={option.value}
                      defaultChecked={query.filters[filter.filterCode]?.includes(option.value) ?? false}
                      onChange={submitOnChange}
                    />
                    <span>{option.label}</span>
                    {option.count != null && <span className={styles.optionCount}>{option.count}</span>}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {facets.sorts.length > 0 && (
          <div className={styles.sort}>
            <label htmlFor={sortId}>{c.sort}</label>
            <select id={sortId} name="sort" defaultValue={query.sort ?? ''} onChange={submitOnChange}>
              <option value="">{c.sortDefault}</option>
              {facets.sorts.map((sort) => (
                <option key={sort.sortCode} value={sort.sortCode}>{sort.sortName}</option>
              ))}
            </select>
          </div>
        )}
        {!appApplies && <button type="submit" className={styles.apply}>{c.apply}</button>}
      </div>
    </QueryForm>
  );
}
