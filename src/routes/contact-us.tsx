import { useLoaderData } from 'react-router-dom';
import { ContactSection } from '../features/contact/contact-page';
import { t } from '../i18n/zh-CN';
import { loadOnCall } from '../lib/load-on-call';
import { titledHandle } from './route-handle';

export const loader = loadOnCall(() => import('./contact-us.data').then((data) => data.loader));
export const handle = titledHandle(t.pages.contactUs);

/** /contact-us: the contact block. */
export default function ContactUsPage() {
  return <ContactSection loaded={useLoaderData<typeof loader>()} />;
}
