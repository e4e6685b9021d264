import type { ReactNode } from 'react';
import { t } from '../../../i18n/zh-CN';
import { CmsContent, ContentEmpty, ContentFailed } from '../content/cms-content';
import type { CatalogueSection } from './catalogue-links';
import { CategoryCards } from './category-cards';
import type { SeriesData } from './series-data';
import styles from './category.module.css';

/**
 * A series list (/products, /collections): the section's title, its CMS content, then the series as cards leading
 * into the section. Content and series render on their own: a failed tree still shows the content and the other
 * way round; only when neither has anything to show does the page say so as a whole. `children` come under the title.
 */
export function SeriesList({ data: { content, series }, section, children }: { data: SeriesData; section: CatalogueSection; children?: ReactNode }) {
  const title = section.root.label;
  if (content.status !== 'ok' && series.status !== 'ok') {
    const failed = series.status === 'failed' ? series : content.status === 'failed' ? content : undefined;
    return failed ? <ContentFailed message={failed.message} /> : <ContentEmpty />;
  }
  return (
    <>
      <h1 className={styles.seriesTitle}>{title}</h1>
      {children}
      <CmsContent content={content} optional />
      {series.status === 'ok' && (
        <section className={styles.series} aria-label={t.catalogueMore.seriesList}>
          <CategoryCards categories={series.data} label={t.catalogueMore.seriesList} href={(category) => section.href(category)} layout="series" />
        </section>
      )}
      {series.status === 'failed' && <ContentFailed message={series.message} />}
    </>
  );
}
