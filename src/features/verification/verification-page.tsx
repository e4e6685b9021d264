import { t } from '../../i18n/zh-CN';
import { useBreadcrumbs } from '../../state/use-breadcrumbs';
import { useRouteTitle } from '../content/route-content';
import { VerificationForm } from './verification-form';
import styles from './verification.module.css';

/** /verification and /customer-service/product-verification: the security-code check. */
export function VerificationPage() {
  const title = useRouteTitle();
  useBreadcrumbs(title ? [{ label: title }] : []);
  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{t.verification.intro}</p>
      </header>
      <VerificationForm />
    </section>
  );
}
