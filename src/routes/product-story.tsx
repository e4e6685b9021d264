import { useLoaderData } from 'react-router-dom';
import { BrandStorySubPage } from '../features/brand-story/brand-story-subpage';
import { contentLoader } from '../features/shared/content/route-content';
import { t } from '../i18n/zh-CN';
import { brandStoryHandle } from './brand-story-handle';

export const loader = contentLoader('PRODUCT_STORY');
export const handle = brandStoryHandle('product-story', t.pages.productStory);

/** /brand-story/product-story: a brand story sub-page. */
export default function ProductStoryPage() {
  return <BrandStorySubPage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
