import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { CmsContent, ContentFailed } from '../content/cms-content';
import { JOB_PAGE_PARAM, lastJobPage, type CareerData } from './career-data';
import { JOB_PARAM } from './job-param';
import styles from './jobs.module.css';

/** Id of the section, for links to it (the footer's 加入我们, scrolled to by ScrollRestoration). */
const CAREERS_ANCHOR = 'careers';

/** The query with one parameter set (or removed), the others kept. */
function withParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return `?${next.toString()}`;
}

/**
 * 加入我们: the career content, then the jobs content and one page of open jobs; choosing a job opens its dialogs through `?job`
 * (shareable), and the pager keeps its page in `?jobPage`. Both keep the scroll position.
 */
export function CareerSection({ data }: { data: CareerData }) {
  const titleId = useId();
  const [params] = useSearchParams();
  const { career, jobsIntro, jobs } = data;
  const pages = jobs.status === 'ok' ? lastJobPage(jobs.data) : 1;
  const page = jobs.status === 'ok' ? jobs.data.pageNum : 1;
  const pageLink = (n: number) => ({ search: withParam(new URLSearchParams(withParam(params, JOB_PARAM, null)), JOB_PAGE_PARAM, n > 1 ? String(n) : null) });
  return (
    <section id={CAREERS_ANCHOR} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>{t.jobs.sectionTitle}</h2>
      {career.status === 'ok' && <CmsContent content={career} />}
      <div className={styles.jobs}>
        <h3 className={styles.listTitle}>{t.jobs.listTitle}</h3>
        {jobsIntro.status === 'ok' && <CmsContent content={jobsIntro} />}
        {jobs.status === 'failed' && <ContentFailed message={jobs.message} />}
        {jobs.status === 'empty' && <p className={styles.note} role="status">{t.jobs.listEmpty}</p>}
        {jobs.status === 'ok' && (
          <>
            <ul className={styles.jobList}>
              {jobs.data.list.map((job) => (
                <li key={job.id}>
                  <Link className={styles.job} to={{ search: withParam(params, JOB_PARAM, job.id) }} preventScrollReset>
                    <span className={styles.jobTitle}>{job.jobTitle}</span>
                    <span className={styles.jobMore} aria-hidden="true">{t.jobs.view}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className={styles.pager} aria-label={t.jobs.pageLabel}>
                {page > 1 ? <Link to={pageLink(page - 1)} preventScrollReset>{t.jobs.previous}</Link> : <span aria-hidden="true" />}
                <span aria-current="page">{t.jobs.pageOf(page, pages)}</span>
                {page < pages ? <Link to={pageLink(page + 1)} preventScrollReset>{t.jobs.next}</Link> : <span aria-hidden="true" />}
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
