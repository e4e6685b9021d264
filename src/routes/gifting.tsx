import { useLoaderData } from 'react-router-dom';
import { GiftingPage } from '../features/gifting/gifting-page';
import { t } from '../i18n/zh-CN';
import { loadOnCall } from '../lib/load-on-call';
import { titledHandle } from './route-handle';

export const loader = loadOnCall(() => import('./gifting.data').then((data) => data.loader));
export const handle = titledHandle(t.pages.gifting);

/** /gifting: corporate gifting. */
export default function Gifting() {
  return <GiftingPage loaded={useLoaderData<typeof loader>()} />;
}
