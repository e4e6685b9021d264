import { t } from '../../i18n/zh-CN';
import { paths } from '../../engine/paths';
import type { BreadcrumbItem } from '../../state/page';

const story: BreadcrumbItem = { label: t.pages.brandStory, to: paths.brandStory() };
const history: BreadcrumbItem = { label: t.pages.ourHistory, to: paths.ourHistory() };

/** The breadcrumbs above each brand story sub-page, by route id (the page itself comes last). */
const PARENTS: Record<string, BreadcrumbItem[]> = {
  'annual-plate': [story, history],
};

/** The breadcrumb trail of a brand story sub-page: its parents, then the page itself (without a link). */
export function brandStoryTrail(routeId: string, label: string): BreadcrumbItem[] {
  const parents = PARENTS[routeId] ?? [story];
  return label ? [...parents, { label }] : [{ label: t.pages.brandStory }];
}
