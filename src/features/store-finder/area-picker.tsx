import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { City, Province } from '../../../schemas/api/area';
import { t } from '../../i18n/zh-CN';
import styles from './store-finder.module.css';

/** Province and city choosers; the choice lives in the URL (?province=&city=), so back and reload keep it. */
export function AreaPicker({ provinces, province, city }: { provinces: Province[]; province: Province | null; city: City | null }) {
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  const choose = (next: { province?: string; city?: string }) =>
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { preventScrollReset: true });
  return (
    <form className={styles.picker} aria-label={t.storeFinder.filters} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.field}>
        <label htmlFor={`${id}-province`}>{t.storeFinder.province}</label>
        <select id={`${id}-province`} value={province?.areaCode ?? ''} onChange={(event) => choose({ province: event.target.value })}>
          {!province && <option value="">{t.storeFinder.nearby}</option>}
          {provinces.map((p) => <option key={p.areaCode} value={p.areaCode}>{p.areaName}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>{t.storeFinder.city}</label>
        <select
          id={`${id}-city`}
          value={city?.areaCode ?? ''}
          disabled={!province}
          onChange={(event) => choose({ province: province?.areaCode ?? '', city: event.target.value })}
        >
          <option value="">{t.storeFinder.allCities}</option>
          {province?.children.map((c) => <option key={c.areaCode} value={c.areaCode}>{c.areaName}</option>)}
        </select>
      </div>
    </form>
  );
}
