import { useId, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import type { ListingQuery, SearchFilter } from '../../../../schemas/api/listing';
import { t } from '../../../i18n/zh-CN';
import { listingQueryFromUrl, toggleFilter, withSort } from './listing-query';
import styles from './listing.module.css';

/** The filters and sort orders the backend offers for a listing; every change goes into the URL (page back to 1). */
export function ListingFilters({ facets, query: loadedQuery }: { facets: SearchFilter; query: ListingQuery }) {
  const [loadedParams, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // While the next page of this listing loads, the controls already show what the visitor chose (from the
  // change itself, then from the navigation under way); the owner remounts this once the page has loaded.
  const [chosen, setChosen] = useState<URLSearchParams | null>(null);
  const pending = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search) : null;
  const params = chosen ?? pending ?? loadedParams;
  const query = chosen || pending ? listingQueryFromUrl(params, {}) : loadedQuery;
  const choose = (next: URLSearchParams) => {
    setChosen(next);
    setParams(next);
  };
  const sortId = useId();
  const c = t.catalogue;
  return (
    <div className={styles.toolbar}>
      {facets.filters.length > 0 && (
        <div className={styles.filters} role="group" aria-label={c.filters}>
          {facets.filters.map((filter) => (
            <fieldset key={filter.filterCode} className={styles.filter}>
              <legend className={styles.filterName}>{filter.filterName}</legend>
              <div className={styles.options}>
                {filter.options.map((option) => {
                  const checked = query.filters[filter.filterCode]?.includes(option.value) ?? false;
                  return (
                    <label key={option.value} className={styles.option} data-checked={checked || undefined}>
                      <input type="checkbox" checked={checked} onChange={() => choose(toggleFilter(params, filter.filterCode, option.value))} />
                      <span>{option.label}</span>
                      {option.count != null && <span className={styles.optionCount}>{option.count}</span>}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      {facets.sorts.length > 0 && (
        <div className={styles.sort}>
          <label htmlFor={sortId}>{c.sort}</label>
          <select id={sortId} value={query.sort ?? ''} onChange={(event) => choose(withSort(params, event.target.value))}>
            <option value="">{c.sortDefault}</option>
            {facets.sorts.map((sort) => (
              <option key={sort.sortCode} value={sort.sortCode}>{sort.sortName}</option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
