import { Navigate } from 'react-router-dom';
import type { ContactContent } from '../../../../schemas/cms/contact';
import type { Loaded } from '../../../api/load';
import { ContactBlock } from './contact-block';
import { useFailureToast } from '../content/use-failure-toast';
import styles from './contact.module.css';
import { paths } from '../../../engine/paths';

/** Contact us as a block on its own page; content that is missing or fails to load sends the visitor home. */
export function ContactSection({ loaded }: { loaded: Loaded<ContactContent> }) {
  useFailureToast(loaded);
  // The spec's error catalogue: a failed or empty contact load warns (a failed request with a toast) and replaces the page with home (gone content went in the loader).
  if (loaded.status !== 'ok') return <Navigate to={paths.home()} replace />;
  return (
    <section className={styles.page}>
      <ContactBlock content={loaded.data} />
    </section>
  );
}
