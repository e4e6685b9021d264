import type { LoaderFunctionArgs } from 'react-router-dom';
import type { Activity } from '../../../../schemas/api/activity';
import { fetchActivities } from '../../../api/activity';
import { load, type Loaded } from '../../../api/load';
import { apiOf } from '../../../config/client';
import { CHANNEL_CODE } from '../../../../schemas/site-constants';
import { t } from '../../../i18n/zh-CN';
import { screenContent, type RouteContent } from '../content/route-content';
import { pageData } from '../page-answer/page-status';

/** The member page: its CMS content, the activities and the moment they were read at (running is judged against it). */
export interface MemberPageData {
  content: RouteContent;
  activities: Loaded<Activity[]>;
  now: number;
}

const memberContent = screenContent('MEMBER');
/** The /member loader: content and activities together. */
export async function memberLoader(args: LoaderFunctionArgs) {
  const [content, activities] = await Promise.all([
    memberContent(args),
    load('activities', () => fetchActivities(apiOf(args.context), CHANNEL_CODE, args.request.signal), t.activity.failed),
  ]);
  return pageData<MemberPageData>({ content, activities, now: Date.now() }, [content, activities]);
}
