import type { Activity } from '../../../../schemas/api/activity';

/** An activity time as ms ('yyyy-MM-dd HH:mm:ss' read as local time), or NaN when missing or unreadable. */
export function timeOf(value: Activity['startTime']): number {
  if (value == null || value === '') return Number.NaN;
  return new Date(typeof value === 'string' ? value.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2') : value).getTime();
}

/** The activities running at `now` and those still to come (each by start); ended or undated ones are left out. */
export function activitiesAt(activities: readonly Activity[], now: number): { running: Activity[]; upcoming: Activity[] } {
  const byStart = (a: Activity, b: Activity) => timeOf(a.startTime) - timeOf(b.startTime);
  const dated = activities.filter((a) => Number.isFinite(timeOf(a.startTime)) && Number.isFinite(timeOf(a.endTime)));
  return {
    running: dated.filter((a) => timeOf(a.startTime) <= now && now <= timeOf(a.endTime)).sort(byStart),
    upcoming: dated.filter((a) => timeOf(a.startTime) > now).sort(byStart),
  };
}
