import { useId } from 'react';
import { WithPhoneNumbers } from '../../ui/phone-number';
import type { BlockComponentProps } from '../block-types';
import styles from './faq.module.css';

/** One question: the browser's own disclosure, so an answer opens from the HTML alone, before the app and without it. */
function Question({ question, answer }: { question: string; answer: string }) {
  return (
    <li className={styles.question}>
      <details className={styles.details}>
        <summary className={styles.toggle}>
          <span>{question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
          </svg>
        </summary>
        <div className={styles.answer}>
          {answer.split(/\r?\n/).filter((line) => line.trim() !== '').map((line, i) => (
            <p key={i}><WithPhoneNumbers text={line} /></p>
          ))}
        </div>
      </details>
    </li>
  );
}

/** faq: questions a visitor can scan, every one visible, each answer opened and closed on its own, by mouse or keyboard. */
export function Faq({ content }: BlockComponentProps<'faq'>) {
  const id = useId();
  return (
    <section className={styles.faq} aria-labelledby={content.title ? id : undefined}>
      {content.title && <h2 id={id} className={styles.faqTitle}>{content.title}</h2>}
      <ul className={styles.questions}>
        {content.list.map((entry, i) => (
          <Question key={i} question={entry.question} answer={entry.answer} />
        ))}
      </ul>
    </section>
  );
}
