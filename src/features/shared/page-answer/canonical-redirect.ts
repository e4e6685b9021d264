import { redirect } from 'react-router-dom';
import { FRAME_DIALOG_PARAMS } from '../../../engine/paths';

/**
 * Throws a redirect of the request to the same path with `search` when its query says more or otherwise than that: the
 * page's own address for what it shows (the filters, the catalogue, the page that exist), with a redirect no cache
 * keeps, so a query of anyone's making cannot mint a cached copy of the page.
 */
export function keepCanonical(request: Request, search: URLSearchParams): void {
  const url = new URL(request.url);
  // The dialogs' parameters belong to the frame around every page: they stay, last, as the frame's links put them.
  const own = new URLSearchParams([...search].filter(([key]) => !FRAME_DIALOG_PARAMS.includes(key)));
  for (const key of FRAME_DIALOG_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) own.append(key, value);
  }
  const canonical = own.toString();
  if (url.search.slice(1) === canonical) return;
  throw redirect(url.pathname + (canonical ? `?${canonical}` : ''), { status: 301, headers: { 'Cache-Control': 'no-store' } });
}
