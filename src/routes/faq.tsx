import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('FAQ');
export const handle = serviceHandle(t.pages.faq, '/customer-service/faq');

/** /customer-service/faq: a content page. */
export default function FaqPage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
