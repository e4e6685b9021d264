import { useLoaderData } from 'react-router-dom';
import { ActivitiesSection } from '../features/shared/activity/activities-section';
import { MiniProgramLink } from '../features/shared/activity/mini-program-link';
import { CmsContent } from '../features/shared/content/cms-content';
import { useSiteSettings } from '../features/shared/frame/frame-data';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import styles from './content-page.module.css';
import type { loader } from './member.data';

export const handle = titledHandle(t.pages.member);

/** /member: the activities, the way into the mini-program, then the page's CMS content when it has any. */
export default function MemberPage() {
  const { content, activities, now } = useLoaderData<typeof loader>();
  const qrImage = useSiteSettings()?.image4WXStore ?? null;
  return (
    <>
      <h1 className={styles.title}>{handle.title}</h1>
      <ActivitiesSection activities={activities} now={now} />
      <MiniProgramLink qrImage={qrImage} />
      <CmsContent content={content} optional />
    </>
  );
}
