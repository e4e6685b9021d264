import { useLoaderData } from 'react-router-dom';
import { flagshipLoader } from '../features/store-finder/finder-data';
import { FlagshipStores } from '../features/store-finder/store-pages';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = flagshipLoader;
export const handle = titledHandle(t.pages.flagshipStores);

/** /find-us/flagship-stores: the flagship stores. */
export default function FlagshipStoresPage() {
  return <FlagshipStores title={handle.title} loaded={useLoaderData<typeof loader>()} />;
}
