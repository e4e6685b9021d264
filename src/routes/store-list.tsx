import { useLoaderData } from 'react-router-dom';
import { directoryLoader } from '../features/store-finder/finder-data';
import { StoreDirectory } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = directoryLoader;
export const handle = titledHandle(t.pages.storeList);

/** /store-list: every store, province by province. */
export default function StoreDirectoryPage() {
  return <StoreDirectory title={handle.title} loaded={useLoaderData<typeof loader>()} />;
}
