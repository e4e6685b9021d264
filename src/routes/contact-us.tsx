import { useLoaderData } from 'react-router-dom';
import { ContactSection } from '../features/shared/contact/contact-page';
import { t } from '../i18n/zh-CN';
import { titledHandle } from './route-handle';
import type { loader } from './contact-us.data';

export const handle = titledHandle(t.pages.contactUs);

/** /contact-us: the contact block. */
export default function ContactUsPage() {
  return <ContactSection loaded={useLoaderData<typeof loader>()} />;
}
