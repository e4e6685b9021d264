import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { FindUs } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './find-us.data';

export const handle = titledHandle(t.pages.findUs);

/** /find-us: stores by province and city, or nearest to the visitor, then the FIND_US content (the picker stays the first thing). */
export default function FindUsPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <FindUs title={handle.title} loaded={page} />
      <CmsContent content={content} place="below" optional />
    </>
  );
}
