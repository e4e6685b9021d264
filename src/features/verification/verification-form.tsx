import { useEffect, useId, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import type { VerificationAnswer } from './verification-action';
import { VerificationResult } from './verification-result';
import styles from './verification.module.css';

const v = t.verification;

/**
 * The security-code form and its result, posted to the route's action: by the browser itself before the app runs (the
 * server answers with the result), by the app after. The field is the browser's own, so what was typed stays whatever the answer.
 */
export function VerificationForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const answer = useActionData() as VerificationAnswer | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.has('securityCode') === true;
  const error = answer && 'error' in answer ? answer.error : '';

  // A code the rules refuse: back to the field to correct it.
  useEffect(() => {
    if (answer && 'error' in answer) input.current?.focus();
  }, [answer]);

  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined;
  return (
    <>
      <Form method="post" preventScrollReset className={styles.form} aria-label={v.form} noValidate>
        <label htmlFor={`${id}-code`} className={styles.label}>{v.label}</label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-code`}
            className={styles.input}
            name="securityCode"
            defaultValue={answer?.typed ?? ''}
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
      </Form>
      <section className={styles.outcome} aria-label={v.result} aria-live="polite" aria-busy={busy}>
        {outcome?.status === 'ok' && answer && 'code' in answer && <VerificationResult result={outcome.data} code={answer.code} />}
        {outcome?.status === 'failed' && <p className={styles.failed} role="alert">{outcome.message}</p>}
      </section>
    </>
  );
}
