import { useLocation, useMatches } from 'react-router-dom';
import type { PagePlace, RouteHandle } from '../routes/route-handle';
import { useLinkContext } from '../ui/cms-link';

/** The page on screen: the deepest route's handle and loader data, and where it is (read by the head and the breadcrumb bar). */
export function usePage(): { handle: RouteHandle | undefined; data: unknown; place: PagePlace } {
  const page = useMatches().at(-1);
  const { search } = useLocation();
  const links = useLinkContext();
  return { handle: page?.handle as RouteHandle | undefined, data: page?.data, place: { params: page?.params ?? {}, search: new URLSearchParams(search), links } };
}
