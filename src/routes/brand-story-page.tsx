import { useLoaderData } from 'react-router-dom';
import type { Loaded } from '../api/load';
import type { BrandStoryPage } from '../features/brand-story/brand-story-data';
import { BrandStoryConfigPage } from '../features/brand-story/brand-story-subpage';
import { brandStoryTrail } from '../features/brand-story/brand-story-trail';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from './route-handle';
import type { loader } from './brand-story-page.data';

export const handle = {
  title: t.pages.brandStory,
  breadcrumbs: (loaded) => brandStoryTrail('brand-story-page', loaded.status === 'ok' ? loaded.data.name : ''),
} satisfies RouteHandle<Loaded<BrandStoryPage>>;

/** /brand-story/{slug}: the page config a link of type 2 points to, under 品牌故事. */
export default function BrandStoryConfig() {
  return <BrandStoryConfigPage loaded={useLoaderData<typeof loader>()} />;
}
