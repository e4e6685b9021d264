import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('FLORA_DANICA');
export const handle = serviceHandle(t.pages.floraDanica, '/flora-danica');

/** /flora-danica: a content page. */
export default function FloraDanicaPage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
