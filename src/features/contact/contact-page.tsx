import { t } from '../../i18n/zh-CN';
import { Loading } from '../../ui/loading';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { ContactBlock } from './contact-block';
import { useContactContent } from './contact-data';
import styles from './contact.module.css';

/** Contact us as a block on its own page, with its breadcrumb. */
export function ContactSection() {
  useBreadcrumbs([{ label: t.pages.contactUs }]);
  const content = useContactContent();
  return <section className={styles.page}>{content ? <ContactBlock content={content} /> : <Loading />}</section>;
}
