// The jobs list's paging, without the API: the career section reads it while it renders and hydrates.
import type { JobPage } from '../../../schemas/api/recruit';

/** Query parameter of the jobs list page. */
export const JOB_PAGE_PARAM = 'jobPage';
/** Jobs per page of the list. */
export const JOBS_PAGE_SIZE = 6;

/** The page of the list the URL asks for (1 when it asks for none or nonsense). */
export function jobPageOf(url: URL): number {
  const page = Number(url.searchParams.get(JOB_PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The last page of the list (1 for an empty one). */
export const lastJobPage = (jobs: JobPage): number => Math.max(1, Math.ceil(jobs.total / jobs.pageSize));
