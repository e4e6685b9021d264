import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Before fixtures/api/*: they and fixtures/handlers import each other, and the cycle resolves only when entered from handlers.
import '../../../../../fixtures/handlers';
import { activitySchema, type Activity } from '../../../../../schemas/api/activity';
import { datedActivities } from '../../../../../fixtures/api/activity';
import { activitiesAt, timeOf } from '../../../../../src/features/shared/activity/activity-time';

const DAY = 24 * 60 * 60 * 1000;
const activity = (id: number, start: number | null, end: number | null): Activity => activitySchema.parse({ id, activityName: `活动 ${id}`, startTime: start, endTime: end });

describe('activitiesAt', () => {
  it('splits running from coming activities, each by start, and leaves out ended and undated ones', () => {
    const now = Date.UTC(2026, 10, 23);
    const found = activitiesAt([activity(1, now + DAY, now + 2 * DAY), activity(2, now - DAY, now + DAY), activity(3, now - 3 * DAY, now - DAY), activity(4, null, now), activity(5, now - 2 * DAY, now)], now);
    expect(found.running.map((a) => a.id)).toEqual(['5', '2']);
    expect(found.upcoming.map((a) => a.id)).toEqual(['1']);
  });

  it('never lists an activity twice, nor one that has ended', () => {
    const span = fc.tuple(fc.integer({ min: -100, max: 100 }), fc.integer({ min: 0, max: 100 }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), (spans) => {
        const now = 1_800_000_000_000;
        const list = spans.map(([start, length], i) => activity(i, now + start * DAY, now + (start + length) * DAY));
        const { running, upcoming } = activitiesAt(list, now);
        const ids = [...running, ...upcoming].map((a) => a.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const a of [...running, ...upcoming]) expect(timeOf(a.endTime)).toBeGreaterThanOrEqual(now);
        expect(running.length + upcoming.length).toBe(list.filter((a) => timeOf(a.endTime) >= now).length);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads date-time strings as local time', () => {
    expect(timeOf('2026-11-23 10:30:00')).toBe(new Date(2026, 10, 23, 10, 30).getTime());
    expect(Number.isNaN(timeOf('不是时间'))).toBe(true);
  });
});

describe('the fixture activities', () => {
  it('are dated around today: some running, one coming, one ended', () => {
    const now = new Date(2026, 10, 23, 12);
    const records = JSON.parse(readFileSync('fixtures/data/activity/activities.json', 'utf8')) as Parameters<typeof datedActivities>[0];
    const dated = datedActivities(records, now).map((a) => activitySchema.parse(a));
    const { running, upcoming } = activitiesAt(dated, now.getTime());
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(upcoming).toHaveLength(1);
    expect(dated.length - running.length - upcoming.length).toBe(1);
  });
});
