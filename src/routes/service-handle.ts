import { serviceTrail } from '../features/service-pages/service-page';
import type { RouteHandle } from './route-handle';

/** A content or customer-service page at `path`: its title in the heading, the document title and the breadcrumbs. */
export const serviceHandle = (title: string, path: string) => ({
  title,
  documentTitle: () => title,
  breadcrumbs: () => serviceTrail(path, title),
}) satisfies RouteHandle;
