import { useId, useState } from 'react';
import type { BlockComponentProps } from '../block-types';
import styles from './faq.module.css';

/** One question: a button that shows and hides its answer (the disclosure pattern: aria-expanded, aria-controls). */
function Question({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={styles.question}>
      <h3 className={styles.questionHeading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span>{question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={id} className={styles.answer} hidden={!open}>
        {answer.split(/\r?\n/).filter((line) => line.trim() !== '').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
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
