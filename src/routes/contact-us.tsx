import { useLoaderData } from 'react-router-dom';
import { contactLoader } from '../features/contact/contact-data';
import { ContactSection } from '../features/contact/contact-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';

export const loader = contactLoader;
export const handle = titledHandle(t.pages.contactUs);

/** /contact-us: the contact block. */
export default function ContactUsPage() {
  return <ContactSection loaded={useLoaderData<typeof loader>()} />;
}
