import type { ReactNode } from 'react';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import { PageState } from '../../ui/page-state';
import { ContentFailed } from '../shared/content/cms-content';
import { AreaPicker } from './area-picker';
import type { FinderData, ProvinceStores, StoreResult } from './finder-data';
import { StoreGrid } from './store-grid';
import styles from './store-finder.module.css';

const s = t.storeFinder;

/** The heading and intro every store page starts with. */
function StorePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {children}
    </section>
  );
}

/** The stores of a finder result, or its calm empty state, or its failure with a retry. */
function StoreResults({ result, summary }: { result: Loaded<StoreResult>; summary: (count: number) => string }) {
  if (result.status === 'failed') return <ContentFailed message={result.message} />;
  if (result.status === 'empty') return <PageState tone="empty" title={s.noStoresTitle} message={s.noStoresMessage} />;
  return (
    <>
      <p className={styles.summary} role="status">{summary(result.data.stores.length)}</p>
      <StoreGrid stores={result.data.stores} label={s.stores} heading="h2" />
    </>
  );
}

/** /find-us: pick a province and city (or see the stores nearest to you), then open a store. */
export function FindUs({ title, loaded }: { title: string; loaded: Loaded<FinderData> }) {
  return (
    <StorePage title={title} intro={s.intro}>
      {loaded.status === 'failed' && <ContentFailed message={loaded.message} />}
      {loaded.status === 'empty' && <PageState tone="empty" title={s.noStoresTitle} message={s.noStoresMessage} action={{ to: paths.home(), label: t.backHome }} />}
      {loaded.status === 'ok' && (
        <>
          {/* Remounted with each choice loaded: its controls start from what the page shows. */}
          <AreaPicker
            key={`${loaded.data.province?.areaCode ?? ''}/${loaded.data.city?.areaCode ?? ''}`}
            provinces={loaded.data.provinces}
            province={loaded.data.province}
            city={loaded.data.city}
          />
          <StoreResults
            result={loaded.data.result}
            summary={(count) => {
              const area = loaded.data.city?.areaName ?? loaded.data.province?.areaName;
              return area ? s.inArea(area, count) : `${s.nearby} · ${s.storeCount(count)}`;
            }}
          />
        </>
      )}
    </StorePage>
  );
}

/** /find-us/flagship-stores: the flagship stores, nearest first when the visitor's position is known. */
export function FlagshipStores({ title, loaded }: { title: string; loaded: Loaded<StoreResult> }) {
  return (
    <StorePage title={title} intro={s.flagshipIntro}>
      {loaded.status === 'failed' && <ContentFailed message={loaded.message} />}
      {loaded.status === 'empty' && <PageState tone="empty" title={s.noFlagshipTitle} message={s.noFlagshipMessage} action={{ to: paths.findUs(), label: s.allStores }} />}
      {loaded.status === 'ok' && <StoreGrid stores={loaded.data.stores} label={s.stores} heading="h2" />}
    </StorePage>
  );
}

/** /store-list: every store, province by province. */
export function StoreDirectory({ title, loaded }: { title: string; loaded: Loaded<ProvinceStores[]> }) {
  return (
    <StorePage title={title} intro={s.directoryIntro}>
      {loaded.status === 'failed' && <ContentFailed message={loaded.message} />}
      {loaded.status === 'empty' && <PageState tone="empty" title={s.noStoresTitle} message={s.noStoresMessage} action={{ to: paths.home(), label: t.backHome }} />}
      {loaded.status === 'ok' &&
        loaded.data.map(({ province, stores }) => (
          <section key={province.areaCode} className={styles.group} aria-labelledby={`province-${province.areaCode}`}>
            <h2 id={`province-${province.areaCode}`} className={styles.groupTitle}>
              {province.areaName}
              <span className={styles.groupCount}>{s.storeCount(stores.length)}</span>
            </h2>
            <StoreGrid stores={stores} label={province.areaName} />
          </section>
        ))}
    </StorePage>
  );
}
