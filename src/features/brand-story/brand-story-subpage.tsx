import { useLoaderData, useMatches } from 'react-router-dom';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { CmsContent } from '../content/cms-content';
import { useRouteContent, useRouteTitle, type RouteContent } from '../content/route-content';
import type { BrandStoryPage } from './brand-story-data';
import { brandStoryTrail } from './brand-story-trail';
import styles from './brand-story.module.css';

/** A brand story sub-page (our history, annual plate, workmanship ...): its trail, title and CMS content. */
export function BrandStorySubPage() {
  const title = useRouteTitle();
  const routeId = useMatches().at(-1)?.id ?? '';
  useBreadcrumbs(brandStoryTrail(routeId, title));
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      <CmsContent content={useRouteContent()} />
    </>
  );
}

/** /brand-story/{slug} (link type 2): the page config of that online id, rendered by the engine, under 品牌故事. */
export function BrandStoryConfigPage() {
  const loaded = useLoaderData() as Loaded<BrandStoryPage>;
  const name = loaded.status === 'ok' ? loaded.data.name : '';
  useBreadcrumbs(brandStoryTrail('brand-story-page', name));
  const content: RouteContent = loaded.status === 'ok' ? { status: 'ok', data: loaded.data.contents } : loaded;
  return (
    <>
      <h1 className={styles.pageTitle}>{name || t.pages.brandStory}</h1>
      <CmsContent content={content} />
    </>
  );
}
