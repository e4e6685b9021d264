import { useLoaderData } from 'react-router-dom';
import type { MemberPageData } from '../features/activity/activity-data';
import { ActivitiesSection } from '../features/activity/activities-section';
import { MiniProgramLink } from '../features/activity/mini-program-link';
import { CmsContent } from '../features/content/cms-content';
import { useRouteTitle } from '../features/content/route-content';
import { useSiteSettings } from '../features/frame/frame-data';
import { useBreadcrumbs } from '../state/use-breadcrumbs';
import styles from './content-page.module.css';

/** /member: the activities, the way into the mini-program, then the page's CMS content when it has any. */
export default function MemberPage() {
  const title = useRouteTitle();
  useBreadcrumbs(title ? [{ label: title }] : []);
  const { content, activities, now } = useLoaderData() as MemberPageData;
  const qrImage = useSiteSettings()?.image4WXStore ?? null;
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <ActivitiesSection activities={activities} now={now} />
      <MiniProgramLink qrImage={qrImage} />
      {content.status === 'ok' && <CmsContent content={content} />}
    </>
  );
}
