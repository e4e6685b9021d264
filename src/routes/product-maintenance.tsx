import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('PRODUCT_MAINTENANCE');
export const handle = serviceHandle(t.pages.productMaintenance, '/customer-service/product-maintenance');

/** /customer-service/product-maintenance: a content page. */
export default function ProductMaintenancePage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
