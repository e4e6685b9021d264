import { useLoaderData } from 'react-router-dom';
import { GiftingPage } from '../features/gifting/gifting-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './gifting.data';

export const handle = titledHandle(t.pages.gifting);

/** /gifting: corporate gifting. */
export default function Gifting() {
  return <GiftingPage loaded={useLoaderData<typeof loader>()} />;
}
