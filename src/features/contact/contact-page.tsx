import { Navigate, useLoaderData } from 'react-router-dom';
import type { ContactContent } from '../../../schemas/cms/contact';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { ContactBlock } from './contact-block';
import { useFailureToast } from './contact-data';
import styles from './contact.module.css';
import { paths } from '../../lib/paths';

/** Contact us as a block on its own page, with its breadcrumb; content that is missing or fails to load sends the visitor home. */
export function ContactSection() {
  useBreadcrumbs([{ label: t.pages.contactUs }]);
  const loaded = useLoaderData() as Loaded<ContactContent>;
  useFailureToast(loaded);
  // The spec's error catalogue: a failed or empty contact load warns (a failed request with a toast) and replaces the page with home.
  if (loaded.status !== 'ok') return <Navigate to={paths.home()} replace />;
  return (
    <section className={styles.page}>
      <ContactBlock content={loaded.data} />
    </section>
  );
}
