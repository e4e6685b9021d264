import { redirect } from 'react-router-dom';
import { JOB_PARAM } from '../engine/paths';

/**
 * Throws a redirect of the request to the same path with `search` when its query says more or otherwise than that: the
 * page's own address for what it shows (the filters, the catalogue, the page that exist), with a redirect no cache
 * keeps, so a query of anyone's making cannot mint a cached copy of the page.
 */
export function keepCanonical(request: Request, search: URLSearchParams): void {
  const url = new URL(request.url);
  // The job dialogs' parameter belongs to the frame around every page: it stays, last, as the frame's links put it.
  const job = url.searchParams.get(JOB_PARAM);
  const own = new URLSearchParams([...search].filter(([key]) => key !== JOB_PARAM));
  if (job) own.append(JOB_PARAM, job);
  const canonical = own.toString();
  if (url.search.slice(1) === canonical) return;
  throw redirect(url.pathname + (canonical ? `?${canonical}` : ''), { status: 301, headers: { 'Cache-Control': 'no-store' } });
}
