import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { JOB_PARAM, paths } from '../../engine/paths';
import { Pager } from '../../ui/pager';
import { CmsContent, ContentFailed } from '../shared/content/cms-content';
import type { CareerData } from './career-data';
import { JOB_PAGE_PARAM, lastJobPage } from './job-paging';
import styles from './jobs.module.css';

/** Id of the section, for links to it (the footer's 加入我们, scrolled to by ScrollRestoration). */
const CAREERS_ANCHOR = 'careers';

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
  return (
    <section id={CAREERS_ANCHOR} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${styles.sectionTitle} ${styles.inset}`}>{t.jobs.sectionTitle}</h2>
      {/* The CMS blocks lay themselves out on the page's grid, as the blocks above the section do. */}
      <CmsContent content={career} optional />
      <h3 className={`${styles.listTitle} ${styles.inset}`}>{t.jobs.listTitle}</h3>
      <CmsContent content={jobsIntro} optional />
      <div className={styles.inset}>
        {jobs.status === 'failed' && <ContentFailed message={jobs.message} />}
        {jobs.status === 'empty' && <p className={styles.note} role="status">{t.jobs.listEmpty}</p>}
        {jobs.status === 'ok' && (
          <>
            <ul className={styles.jobList}>
              {jobs.data.list.map((job) => (
                <li key={job.id}>
                  <Link className={styles.job} to={paths.jobDialog(params, job.id)} preventScrollReset>
                    <span className={styles.jobTitle}>{job.jobTitle}</span>
                    <span className={styles.jobMore} aria-hidden="true">{t.jobs.view}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pages={pages}
              param={JOB_PAGE_PARAM}
              without={[JOB_PARAM]}
              label={t.jobs.pageLabel}
              linkProps={{ preventScrollReset: true }}
              className={styles.pager}
            />
          </>
        )}
      </div>
    </section>
  );
}
