import { Link } from 'react-router-dom';
import type { NewsSummary } from '../../../schemas/api/news';
import { paths } from '../../engine/paths';
import { CmsImage } from '../../ui/cms-image';
import { newsDate } from '../../lib/news-date';
import styles from './news.module.css';

/** One news item of a list: cover, date, title (the link to the article, stretched over the card) and summary. */
export function NewsCard({ item, priority = false }: { item: NewsSummary; priority?: boolean }) {
  const date = newsDate(item.publishTime);
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {item.coverUrl && <CmsImage src={item.coverUrl} alt="" width={720} height={450} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 33vw" priority={priority} />}
      </div>
      <div className={styles.cardBody}>
        {date && <time className={styles.date} dateTime={date}>{date}</time>}
        <h2 className={styles.cardTitle}>
          <Link to={paths.newsArticle(item.id)} className={styles.cardLink}>{item.title}</Link>
        </h2>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
      </div>
    </article>
  );
}
