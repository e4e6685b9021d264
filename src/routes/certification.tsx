import { useLoaderData } from 'react-router-dom';
import { ClubAuthSection } from '../features/club-auth/club-auth-section';
import { CmsContent } from '../features/shared/content/cms-content';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import styles from './content-page.module.css';
import type { loader } from './certification.data';

export const handle = titledHandle(t.pages.certification);

/** /certification: the club authentication, then the page's CMS content when it has any. */
export default function CertificationPage() {
  const content = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{handle.title}</h1>
      <ClubAuthSection />
      <CmsContent content={content} optional />
    </>
  );
}
