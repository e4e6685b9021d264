import { t } from '../../i18n/zh-CN';
import { ClubAuthForm } from './club-auth-form';
import styles from './club-auth.module.css';

/** The club authentication as a section of a content page. */
export function ClubAuthSection() {
  return (
    <section className={styles.section} aria-labelledby="club-auth-title">
      <h2 id="club-auth-title" className={styles.title}>{t.clubAuth.title}</h2>
      <p className={styles.intro}>{t.clubAuth.intro}</p>
      <ClubAuthForm />
    </section>
  );
}
