import { useLoaderData } from 'react-router-dom';
import { BrandStoryLanding } from '../features/brand-story/brand-story-landing';
import { t } from '../i18n/zh-CN';
import { loadOnCall } from '../lib/load-on-call';
import { titledHandle } from './route-handle';

export const loader = loadOnCall(() => import('./brand-story.data').then((data) => data.loader));
export const handle = titledHandle(t.pages.brandStory);

/** /brand-story: banner, title and the cards of the brand story. */
export default function BrandStoryPage() {
  return <BrandStoryLanding loaded={useLoaderData<typeof loader>()} />;
}
