import { useLoaderData } from 'react-router-dom';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { contentLoader } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { brandStoryHandle } from './brand-story-handle';

export const loader = contentLoader('WORKMANSHIP');
export const handle = brandStoryHandle('workmanship', t.pages.workmanship);

/** /brand-story/workmanship: a brand story sub-page. */
export default function WorkmanshipPage() {
  return <BrandStorySubPage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
