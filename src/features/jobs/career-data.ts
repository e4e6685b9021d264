import type { LoaderFunctionArgs } from 'react-router-dom';
import type { JobPage } from '../../../schemas/api/recruit';
import { requireOk } from '../../api/contract';
import { endpoints } from '../../api/endpoints';
import { empty, load, type Loaded } from '../../api/load';
import { fetchJobPage } from '../../api/recruit';
import { apiClient } from '../../config/client';
import { CHANNEL_CODE } from '../../../schemas/build-settings';
import { contentLoader, type RouteContent } from '../content/route-content';

/** Query parameter of the jobs list page. */
export const JOB_PAGE_PARAM = 'jobPage';
/** Jobs per page of the list. */
export const JOBS_PAGE_SIZE = 6;

/** The career part of a page: the CAREER content, the JOBS content that heads the list, and one page of open jobs. */
export interface CareerData {
  career: RouteContent;
  jobsIntro: RouteContent;
  jobs: Loaded<JobPage>;
}

/** The page of the list the URL asks for (1 when it asks for none or nonsense). */
export function jobPageOf(url: URL): number {
  const page = Number(url.searchParams.get(JOB_PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** One page of jobs, without the token; no job at all is empty. */
export function loadJobPage(pageNum: number, signal?: AbortSignal): Promise<Loaded<JobPage>> {
  return load('jobs', async () => {
    const { data } = requireOk(await fetchJobPage(apiClient, { pageNum, pageSize: JOBS_PAGE_SIZE, channelCode: CHANNEL_CODE }, signal), endpoints.jobPage, 'success');
    return data.total > 0 ? data : empty('no open jobs');
  });
}

const careerContent = contentLoader('CAREER');
const jobsContent = contentLoader('JOBS');

/** A page's loader with the career part beside its own data: `{ content, career }`, all fetched in parallel. */
export function withCareer(loader: (args: LoaderFunctionArgs) => Promise<RouteContent>) {
  return async (args: LoaderFunctionArgs): Promise<{ content: RouteContent; career: CareerData }> => {
    const page = jobPageOf(new URL(args.request.url));
    const [content, career, jobsIntro, jobs] = await Promise.all([loader(args), careerContent(args), jobsContent(args), loadJobPage(page, args.request.signal)]);
    return { content, career: { career, jobsIntro, jobs } };
  };
}
