import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { ServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';
import { serviceHandle } from './service-handle';

export const loader = contentLoader('TRIAL');
export const handle = serviceHandle(t.pages.trial, '/trial');

/** /trial: a content page. */
export default function TrialPage() {
  return <ServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
