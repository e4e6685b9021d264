import { useId, useRef, useState, type FormEvent } from 'react';
import { querySecurityCode } from '../../api/verification';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../lib/use-action';
import { normaliseSecurityCode, securityCodeError } from './security-code';
import { VerificationResult } from './verification-result';
import styles from './verification.module.css';

const v = t.verification;

/** The security-code form and its result; the typed code stays in the field whatever the answer. */
export function VerificationForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  // The code of the last check, shown with its result (the field may have changed since).
  const [code, setCode] = useState('');
  const check = useAction('security code', (signal, securityCode: string) => querySecurityCode(apiClient, securityCode, signal));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = securityCodeError(value);
    setError(problem);
    // A new check answers alone: the last code's result (or its call still running) must not stand under it.
    if (problem) {
      check.abort();
      input.current?.focus();
      return;
    }
    const normalised = normaliseSecurityCode(value);
    setCode(normalised);
    void check.run(normalised);
  };

  const busy = check.state.status === 'pending';
  const outcome = check.state;
  return (
    <>
      <form className={styles.form} aria-label={v.form} noValidate onSubmit={submit}>
        <label htmlFor={`${id}-code`} className={styles.label}>{v.label}</label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-code`}
            className={styles.input}
            name="securityCode"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={v.placeholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <button type="submit" className={styles.submit} disabled={busy}>{busy ? v.submitting : v.submit}</button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>{v.hint}</p>
        {error && <p id={`${id}-error`} className={styles.error} role="alert">{error}</p>}
      </form>
      <section className={styles.outcome} aria-label={v.result} aria-live="polite" aria-busy={busy}>
        {outcome.status === 'ok' && <VerificationResult result={outcome.data} code={code} />}
        {outcome.status === 'failed' && <p className={styles.failed} role="alert">{outcome.message}</p>}
      </section>
    </>
  );
}
