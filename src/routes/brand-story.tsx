import { useLoaderData } from 'react-router-dom';
import { BrandStoryLanding } from '../features/brand-story/brand-story-landing';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './brand-story.data';

export const handle = titledHandle(t.pages.brandStory);

/** /brand-story: banner, title and the cards of the brand story. */
export default function BrandStoryPage() {
  return <BrandStoryLanding loaded={useLoaderData<typeof loader>()} />;
}
