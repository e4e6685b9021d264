import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { StoreDirectory } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './store-list.data';

export const handle = titledHandle(t.pages.storeList);

/** /store-list: every store, province by province, then the STORE_LIST content (what every store offers, once the list is read). */
export default function StoreDirectoryPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <StoreDirectory title={handle.title} loaded={page} />
      <CmsContent content={content} place="below" optional />
    </>
  );
}
