import { useLoaderData } from 'react-router-dom';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { contentLoader } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { brandStoryHandle } from './brand-story-handle';

export const loader = contentLoader('ANNUAL_PLATE');
export const handle = brandStoryHandle('annual-plate', t.pages.annualPlate);

/** /brand-story/our-history/annual-plate: a brand story sub-page. */
export default function AnnualPlatePage() {
  return <BrandStorySubPage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
