import { useLoaderData } from 'react-router-dom';
import { giftingLoader } from '../features/gifting/gifting-loader';
import { GiftingPage } from '../features/gifting/gifting-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = giftingLoader;
export const handle = titledHandle(t.pages.gifting);

/** /gifting: corporate gifting. */
export default function Gifting() {
  return <GiftingPage loaded={useLoaderData<typeof loader>()} />;
}
