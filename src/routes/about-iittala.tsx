import { useLoaderData } from 'react-router-dom';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { contentLoader } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { brandStoryHandle } from './brand-story-handle';

export const loader = contentLoader('ABOUT_IITTALA');
export const handle = brandStoryHandle('about-iittala', t.pages.aboutIittala);

/** /brand-story/about-iittala: a brand story sub-page. */
export default function AboutIittalaPage() {
  return <BrandStorySubPage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
