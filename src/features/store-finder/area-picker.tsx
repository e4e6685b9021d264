import { useId } from 'react';
import type { City, Province } from '../../../schemas/api/area';
import { paths } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import { QueryForm, submitOnChange } from '../../ui/query-form';
import styles from './store-finder.module.css';

/**
 * Province and city choosers, a GET form of /find-us (?province=&city=), so back and reload keep the choice and the
 * server renders its stores. With the app a change applies at once; without it (or before it has loaded) the button
 * sends the form: a province first, whose cities the next page offers, then a city. A city goes only with its own
 * province. Its owner remounts it (a key) once another choice has loaded.
 */
export function AreaPicker({ provinces, province, city }: { provinces: Province[]; province: Province | null; city: City | null }) {
  const id = useId();
  // A new province starts at all its cities: the city chosen belongs to the province shown before.
  const adjust = (query: URLSearchParams) => {
    if (query.get('province') !== (province?.areaCode ?? null)) query.delete('city');
    return query;
  };
  return (
    <QueryForm action={paths.findUs()} adjust={adjust} preventScrollReset className={styles.picker} aria-label={t.storeFinder.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-province`}>{t.storeFinder.province}</label>
        <select id={`${id}-province`} name="province" defaultValue={province?.areaCode ?? ''} onChange={submitOnChange}>
          {!province && <option value="">{t.storeFinder.nearby}</option>}
          {provinces.map((p) => <option key={p.areaCode} value={p.areaCode}>{p.areaName}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>{t.storeFinder.city}</label>
        <select id={`${id}-city`} name="city" defaultValue={city?.areaCode ?? ''} disabled={!province} onChange={submitOnChange}>
          <option value="">{t.storeFinder.allCities}</option>
          {province?.children.map((c) => <option key={c.areaCode} value={c.areaCode}>{c.areaName}</option>)}
        </select>
      </div>
      <button type="submit" className={styles.apply}>{t.storeFinder.apply}</button>
    </QueryForm>
  );
}
