import { Navigate, useLoaderData } from 'react-router-dom';
import type { ContactContent } from '../../../schemas/cms/contact';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { ContentFailed } from '../content/cms-content';
import { ContactBlock } from './contact-block';
import { contactGone, useFailureToast } from './contact-data';
import styles from './contact.module.css';

/** Contact us as a block on its own page, with its breadcrumb; missing content sends the visitor home. */
export function ContactSection() {
  useBreadcrumbs([{ label: t.pages.contactUs }]);
  const loaded = useLoaderData() as Loaded<ContactContent>;
  useFailureToast(loaded);
  if (contactGone(loaded)) return <Navigate to="/" replace />;
  return (
    <section className={styles.page}>
      {loaded.status === 'ok' ? <ContactBlock content={loaded.data} /> : loaded.status === 'failed' && <ContentFailed message={loaded.message} />}
    </section>
  );
}
