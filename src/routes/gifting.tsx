import { useLoaderData } from 'react-router-dom';
import type { Loaded } from '../api/load';
import { giftingLoader, type GiftingSource } from '../features/gifting/gifting-loader';
import { GiftingPage } from '../features/gifting/gifting-page';
import { t } from '../i18n/zh-CN';
import { titledHandle, type RouteHandle } from './route-handle';

export const loader = giftingLoader;
export const handle = {
  ...titledHandle(t.pages.gifting),
  documentTitle: (loaded) => (loaded.status === 'ok' ? t.pages.gifting : undefined),
} satisfies RouteHandle<Loaded<GiftingSource>>;

/** /gifting: corporate gifting. */
export default function Gifting() {
  return <GiftingPage loaded={useLoaderData<typeof loader>()} />;
}
