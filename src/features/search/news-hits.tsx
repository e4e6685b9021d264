import { useId } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import type { CmsSearchPage } from '../../../schemas/api/cms-search';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import { CmsImage } from '../../ui/cms-image';
import { newsDate } from '../../lib/news-date';
import styles from './news-hits.module.css';

const s = t.catalogueMore;

/**
 * The news the keyword found, under the products: cover, date, title (the link to /news/{id}) and summary. Nothing
 * found: no section at all; a failed search: its message and a retry, the products above untouched.
 */
export function NewsHits({ news }: { news: Loaded<CmsSearchPage> }) {
  const titleId = useId();
  const revalidator = useRevalidator();
  if (news.status === 'empty') return null;
  return (
    <section className={styles.hits} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>{s.newsHits}</h2>
        {news.status === 'ok' && <p className={styles.count}>{s.newsCount(news.data.total)}</p>}
      </header>
      {news.status === 'failed' ? (
        <p className={styles.failed} role="alert">
          {news.message}
          <button type="button" className={styles.retry} onClick={() => void revalidator.revalidate()}>{s.retry}</button>
        </p>
      ) : (
        <ul className={styles.list}>
          {news.data.list.map((hit) => {
            const date = newsDate(hit.publishTime);
            return (
              <li key={hit.id} className={styles.hit}>
                <div className={styles.cover}>
                  {hit.coverUrl && <CmsImage src={hit.coverUrl} alt="" width={320} height={200} sizes="(max-width: 767px) 112px, 200px" />}
                </div>
                <div className={styles.body}>
                  {date && <time className={styles.date} dateTime={date}>{date}</time>}
                  <h3 className={styles.hitTitle}>
                    <Link to={paths.newsArticle(hit.id)} className={styles.link}>{hit.title}</Link>
                  </h3>
                  {hit.summary && <p className={styles.summary}>{hit.summary}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
