import type { ShouldRevalidateFunction } from 'react-router-dom';
import { JOB_PARAM } from '../../engine/paths';

// Apart from the career data, so the route table (in the entry chunk) does not bring the recruitment calls along.

/** Opening or closing a job's dialogs changes only `?job`: the page's data stays as it is. */
export const keepDataForJobDialogs: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.searchParams.get(JOB_PARAM) === nextUrl.searchParams.get(JOB_PARAM)) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(JOB_PARAM);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
};
