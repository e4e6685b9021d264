import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('DAMAGED_AND_REPLACED');
export const handle = serviceHandle(t.pages.damagedAndReplaced, '/customer-service/damaged-and-replaced');

/** /customer-service/damaged-and-replaced: a content page. */
export default function DamagedAndReplacedPage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
