import { useLoaderData } from 'react-router-dom';
import { CmsContent } from '../features/shared/content/cms-content';
import { withContent } from '../features/shared/content/route-content';
import { flagshipLoader } from '../features/store-finder/finder-data';
import { FlagshipStores } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = withContent('FLAGSHIP_STORES', 'top', flagshipLoader, (stores) => [stores]);
export const handle = titledHandle(t.pages.flagshipStores);

/** /find-us/flagship-stores: the FLAGSHIP_STORES content opens the page (a landing for the flagships), then the flagship stores. */
export default function FlagshipStoresPage() {
  const { page, content } = useLoaderData<typeof loader>();
  return (
    <>
      {content.status === 'ok' && <CmsContent content={content} />}
      <FlagshipStores title={handle.title} loaded={page} />
    </>
  );
}
