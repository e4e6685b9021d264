import { Link, useLocation } from 'react-router-dom';
import type { NewsDetail, NewsPage } from '../../../schemas/api/news';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { paths } from '../../engine/paths';
import { Pager } from '../../ui/pager';
import { PageState } from '../../ui/page-state';
import { RichText } from '../../ui/rich-text';
import { ContentFailed } from '../shared/content/cms-content';
import type { LatestNewsData, NewsListData } from './news-data';
import { NEWS_PAGE_SIZE } from './news-paging';
import { NewsCard } from './news-card';
import { newsDate } from '../../lib/news-date';
import styles from './news.module.css';

const n = t.news;

/** A page of news cards with its pager, a calm state when it has none, or its failure with a retry. */
function NewsResults({ page, pageNum }: { page: Loaded<NewsPage>; pageNum: number }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete('page');
  const firstPage = params.size > 0 ? `${pathname}?${params.toString()}` : pathname;
  if (page.status === 'failed') return <ContentFailed message={page.message} />;
  if (page.status === 'empty') {
    return pageNum > 1
      ? <PageState tone="empty" title={n.pastLastTitle} message={n.pastLastMessage} action={{ to: firstPage, label: n.firstPage }} />
      : <PageState tone="empty" title={n.emptyTitle} message={n.emptyMessage} />;
  }
  return (
    <>
      <ul className={styles.list} aria-label={n.list}>
        {/* The first card's cover is the list's largest paint: eager and high priority. */}
        {page.data.list.map((item, i) => <li key={item.id}><NewsCard item={item} priority={i === 0} /></li>)}
      </ul>
      <Pager page={page.data.pageNum} pages={Math.ceil(page.data.total / (page.data.pageSize || NEWS_PAGE_SIZE))} className={styles.pager} />
    </>
  );
}

/** The heading and intro of a news list. */
function NewsHead({ title, intro }: { title: string; intro: string }) {
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </header>
  );
}

/** /news: the catalogues as tabs and the chosen one's page of news; tab and page live in the URL. */
export function NewsIndex({ title, loaded }: { title: string; loaded: Loaded<NewsListData> }) {
  return (
    <section className={styles.page}>
      <NewsHead title={title} intro={n.intro} />
      {loaded.status === 'failed' && <ContentFailed message={loaded.message} />}
      {loaded.status === 'ok' && (
        <>
          {loaded.data.catalogs.length > 1 && (
            <nav className={styles.tabs} aria-label={n.catalogs}>
              {loaded.data.catalogs.map((catalog) => (
                <Link
                  key={catalog.id}
                  to={paths.news(catalog.id)}
                  className={styles.tab}
                  aria-current={catalog.id === loaded.data.catalog?.id ? 'page' : undefined}
                >
                  {catalog.catalogName}
                </Link>
              ))}
            </nav>
          )}
          <NewsResults page={loaded.data.page} pageNum={loaded.data.pageNum} />
        </>
      )}
    </section>
  );
}

/** /latest-news: every catalogue, newest first, paged in the URL. */
export function LatestNews({ title, loaded: { page, pageNum } }: { title: string; loaded: LatestNewsData }) {
  return (
    <section className={styles.page}>
      <NewsHead title={title} intro={n.latestIntro} />
      <NewsResults page={page} pageNum={pageNum} />
    </section>
  );
}

/** The article itself: catalogue, title, date, cover, sanitised rich text, and the way to its neighbours and the list. */
function Article({ article }: { article: NewsDetail }) {
  const date = newsDate(article.publishTime);
  const list = paths.news(article.catalogId ?? undefined);
  return (
    <article className={styles.article}>
      <header className={styles.articleHead}>
        {article.catalogName && <p className={styles.eyebrow}>{article.catalogName}</p>}
        <h1 className={styles.articleTitle}>{article.title}</h1>
        {date && <p className={styles.date}>{n.published} <time dateTime={date}>{date}</time></p>}
      </header>
      {article.coverUrl && <CmsImage className={styles.articleCover} src={article.coverUrl} alt="" width={1200} height={675} sizes="(max-width: 880px) 100vw, 800px" priority />}
      <RichText html={article.content} className={styles.body} />
      <nav className={styles.articleNav} aria-label={n.articleNav}>
        {article.prev && (
          <Link to={paths.newsArticle(article.prev.id)} className={styles.neighbour} rel="prev">
            <span>{n.prevArticle}</span>{article.prev.title}
          </Link>
        )}
        {article.next && (
          <Link to={paths.newsArticle(article.next.id)} className={styles.neighbour} rel="next">
            <span>{n.nextArticle}</span>{article.next.title}
          </Link>
        )}
        <Link to={list} className={styles.back}>{n.backToList}</Link>
      </nav>
    </article>
  );
}

/** /news/{id}: the article, a not-found state for an unknown id, or the failure with a retry. */
export function NewsArticle({ loaded }: { loaded: Loaded<NewsDetail> }) {
  if (loaded.status === 'failed') return <ContentFailed message={loaded.message} />;
  if (loaded.status === 'empty') return <PageState tone="empty" title={n.notFoundTitle} message={n.notFoundMessage} action={{ to: paths.news(), label: n.backToList }} />;
  return <Article article={loaded.data} />;
}
