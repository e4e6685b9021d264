import { useLoaderData } from 'react-router-dom';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { contentLoader } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { brandStoryHandle } from './brand-story-handle';

export const loader = contentLoader('OUR_HISTORY');
export const handle = brandStoryHandle('our-history', t.pages.ourHistory);

/** /brand-story/our-history: a brand story sub-page. */
export default function OurHistoryPage() {
  return <BrandStorySubPage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
