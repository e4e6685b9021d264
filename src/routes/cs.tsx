import { useLoaderData } from 'react-router-dom';
import { contentLoader } from '../features/shared/content/route-content';
import { BareServicePage } from '../features/service-pages/service-page';
import { t } from '../i18n/zh-CN';

export const loader = contentLoader('CS');
export const handle = { title: t.pages.cs };

/** /cs: the customer-service content, bare (the bare frame has no breadcrumb bar). */
export default function CsPage() {
  return <BareServicePage title={handle.title} content={useLoaderData<typeof loader>()} />;
}
