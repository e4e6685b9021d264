import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('COOKIE');
export const handle = serviceHandle(t.pages.cookie, '/cookie');

/** /cookie: a content page. */
export default function CookiePage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
