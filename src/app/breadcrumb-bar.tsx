import { useAtomValue } from 'jotai';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routes/route-handle';
import { breadcrumbVisibleAtom } from '../state/page';
import { Breadcrumb } from '../ui/breadcrumb';
import { useLinkContext } from '../ui/cms-link';

/**
 * The breadcrumb bar: the deepest route's handle.breadcrumbs over its loader data, when the channel shows breadcrumbs
 * and there are some. Read in the render, so the prerender writes it and hydration finds it the same.
 */
export function BreadcrumbBar() {
  const visible = useAtomValue(breadcrumbVisibleAtom);
  const page = useMatches().at(-1);
  const { search } = useLocation();
  const links = useLinkContext();
  const breadcrumbs = (page?.handle as RouteHandle | undefined)?.breadcrumbs;
  const items = visible && page && breadcrumbs ? breadcrumbs(page.data, { params: page.params, search: new URLSearchParams(search), links }) : [];
  return items.length > 0 ? <Breadcrumb items={items} /> : null;
}
