import type { Activity } from '../../../../schemas/api/activity';
import type { Loaded } from '../../../api/load';
import { t } from '../../../i18n/zh-CN';
import { formatDate } from '../../../lib/format';
import { CmsImage } from '../../../ui/cms-image';
import { activitiesAt, timeOf } from './activity-time';
import styles from './activity.module.css';

const a = t.activity;
const day = (value: Activity['startTime']) => formatDate(timeOf(value), 'yyyy-MM-dd');

function ActivityCard({ activity, running }: { activity: Activity; running: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {activity.imageUrl && <CmsImage src={activity.imageUrl} alt="" width={720} height={450} sizes="(max-width: 767px) 100vw, 33vw" />}
        <span className={running ? styles.running : styles.upcoming}>{running ? a.running : a.upcoming}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{activity.activityName}</h3>
        <p className={styles.period}>{a.period(day(activity.startTime), day(activity.endTime))}</p>
        {activity.description && <p className={styles.description}>{activity.description}</p>}
      </div>
    </article>
  );
}

/** The running and coming activities with their dates; a calm state when none runs; the failure message when they cannot be had. */
export function ActivitiesSection({ activities, now }: { activities: Loaded<Activity[]>; now: number }) {
  const { running, upcoming } = activitiesAt(activities.status === 'ok' ? activities.data : [], now);
  return (
    <section className={styles.section} aria-labelledby="activities-title">
      <h2 id="activities-title" className={styles.title}>{a.title}</h2>
      <p className={styles.intro}>{a.intro}</p>
      {activities.status === 'failed' && <p className={styles.failed} role="alert">{activities.message}</p>}
      {activities.status !== 'failed' && running.length === 0 && (
        <div className={styles.none} role="status">
          <h3 className={styles.noneTitle}>{a.noneTitle}</h3>
          <p>{a.noneMessage}</p>
        </div>
      )}
      {running.length + upcoming.length > 0 && (
        <ul className={styles.list} aria-label={a.list}>
          {running.map((activity) => <li key={activity.id}><ActivityCard activity={activity} running /></li>)}
          {upcoming.map((activity) => <li key={activity.id}><ActivityCard activity={activity} running={false} /></li>)}
        </ul>
      )}
    </section>
  );
}
