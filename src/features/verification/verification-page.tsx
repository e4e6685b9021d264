import { t } from '../../i18n/zh-CN';
import { VerificationForm } from './verification-form';
import styles from './verification.module.css';

/** /verification and /customer-service/product-verification: the security-code check. */
export function VerificationPage({ title }: { title: string }) {
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
