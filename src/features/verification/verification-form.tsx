import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Verification } from '../../../schemas/api/verification';
import { load, type Loaded } from '../../api/load';
import { querySecurityCode } from '../../api/verification';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { normaliseSecurityCode, securityCodeError } from './security-code';
import { VerificationResult } from './verification-result';
import styles from './verification.module.css';

const v = t.verification;

/** The last query: its code and what it came to (null while it runs). */
type Query = { code: string; outcome: Loaded<Verification> | null };

/** The security-code form and its result; the typed code stays in the field whatever the answer. */
export function VerificationForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [query, setQuery] = useState<Query | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = securityCodeError(value);
    setError(problem);
    // A new check answers alone: the last code's result (or its call still running) must not stand under it.
    running.current?.abort();
    if (problem) {
      setQuery(null);
      input.current?.focus();
      return;
    }
    const code = normaliseSecurityCode(value);
    const controller = new AbortController();
    running.current = controller;
    setQuery({ code, outcome: null });
    void load('security code', () => querySecurityCode(apiClient, code, controller.signal)).then((outcome) => {
      if (!controller.signal.aborted) setQuery({ code, outcome });
    });
  };

  const busy = query !== null && query.outcome === null;
  const outcome = query?.outcome;
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
        {outcome?.status === 'ok' && query && <VerificationResult result={outcome.data} code={query.code} />}
        {outcome?.status === 'failed' && <p className={styles.failed} role="alert">{outcome.message}</p>}
      </section>
    </>
  );
}
