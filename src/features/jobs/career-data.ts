import type { LoaderFunctionArgs } from 'react-router-dom';
import { keepCanonical } from '../shared/page-answer/canonical-redirect';
import type { JobPage } from '../../../schemas/api/recruit';
import { empty, load, type Loaded } from '../../api/load';
import { fetchJobPage } from '../../api/recruit';
import type { ApiClient } from '../../api/client';
import { apiOf } from '../../config/client';
import { CHANNEL_CODE } from '../../../schemas/site-constants';
import { screenContent, type RouteContent } from '../shared/content/route-content';
import { pageData } from '../shared/page-answer/page-status';
import { JOB_PAGE_PARAM, JOBS_PAGE_SIZE, jobPageOf, lastJobPage } from './job-paging';

/** The career part of a page: the CAREER content, the JOBS content that heads the list, and one page of open jobs. */
export interface CareerData {
  career: RouteContent;
  jobsIntro: RouteContent;
  jobs: Loaded<JobPage>;
}

/** One page of jobs, without the token; no job at all is empty. */
export function loadJobPage(api: ApiClient, pageNum: number, signal?: AbortSignal): Promise<Loaded<JobPage>> {
  return load('jobs', async () => {
    const { data } = await fetchJobPage(api, { pageNum, pageSize: JOBS_PAGE_SIZE, channelCode: CHANNEL_CODE }, signal);
    return data.total > 0 ? data : empty('no open jobs');
  });
}

/** The content screens of the career part, which a page with it shows. */
export const CAREER_SCREENS = ['CAREER', 'JOBS'] as const;
const careerContent = screenContent(CAREER_SCREENS[0]);
const jobsContent = screenContent(CAREER_SCREENS[1]);

/**
 * A page's loader with the career part beside its own data: `{ content, career }`, all fetched in parallel. A page
 * past the end of the list (an old link, fewer jobs since) redirects to the last one, so the list shows jobs.
 */
export function withCareer(loader: (args: LoaderFunctionArgs) => Promise<RouteContent>) {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const page = jobPageOf(url);
    const [content, career, jobsIntro, jobs] = await Promise.all([loader(args), careerContent(args), jobsContent(args), loadJobPage(apiOf(args.context), page, args.request.signal)]);
    if (jobs.status === 'ok' && page > lastJobPage(jobs.data)) {
      const last = lastJobPage(jobs.data);
      keepCanonical(args.request, new URLSearchParams(last > 1 ? { [JOB_PAGE_PARAM]: String(last) } : {}));
    }
    return pageData<{ content: RouteContent; career: CareerData }>({ content, career: { career, jobsIntro, jobs } }, [content, career, jobsIntro, jobs]);
  };
}
