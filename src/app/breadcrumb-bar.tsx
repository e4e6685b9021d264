import { BREADCRUMB_VISIBLE } from '../config/constants';
import { Breadcrumb } from '../ui/breadcrumb';
import { usePage } from './use-page';

/**
 * The breadcrumb bar: the deepest route's handle.breadcrumbs over its loader data, when the channel shows breadcrumbs
 * and there are some. Read in the render, so the server writes it and hydration finds it the same.
 */
export function BreadcrumbBar() {
  const { handle, data, place } = usePage();
  const items = BREADCRUMB_VISIBLE && handle?.breadcrumbs ? handle.breadcrumbs(data, place) : [];
  return items.length > 0 ? <Breadcrumb items={items} /> : null;
}
