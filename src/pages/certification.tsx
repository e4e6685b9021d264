import { useLoaderData } from 'react-router-dom';
import type { ClubAuthPageData } from '../features/club-auth/club-auth-data';
import { ClubAuthSection } from '../features/club-auth/club-auth-section';
import { CmsContent } from '../features/content/cms-content';
import { useRouteTitle } from '../features/content/route-content';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import styles from './content-page.module.css';

/** /certification: the club authentication, then the page's CMS content when it has any. */
export default function CertificationPage() {
  const title = useRouteTitle();
  useBreadcrumbs(title ? [{ label: title }] : []);
  const { content, captcha } = useLoaderData() as ClubAuthPageData;
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <ClubAuthSection captcha={captcha} />
      {content.status === 'ok' && <CmsContent content={content} />}
    </>
  );
}
