import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { FlagshipStores } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './flagship-stores.data';

export const handle = titledHandle(t.pages.flagshipStores);

/** /find-us/flagship-stores: the FLAGSHIP_STORES content opens the page (a landing for the flagships), then the flagship stores. */
export default function FlagshipStoresPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      <CmsContent content={content} optional />
      <FlagshipStores title={handle.title} loaded={page} />
    </>
  );
}
