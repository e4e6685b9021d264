import { serviceTrail } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from './route-handle';

/**
 * A content or customer-service page at `path`: its title in the heading, the breadcrumbs, and its trail in the
 * document title (客户服务 - 常见问题 is not the content page 常见问题).
 */
export const serviceHandle = (title: string, path: string) => ({
  title,
  documentTitle: () => serviceTrail(path, title).map((item) => item.label).reduce((outer, inner) => t.documentTitle(outer, inner)),
  breadcrumbs: () => serviceTrail(path, title),
}) satisfies RouteHandle;
