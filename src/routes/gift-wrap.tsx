import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('GIFT_WRAP');
export const handle = serviceHandle(t.pages.giftWrap, '/customer-service/gift-wrap');

/** /customer-service/gift-wrap: a content page. */
export default function GiftWrapPage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
