import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import type { AuthenticatedClub } from '../../../schemas/api/club-auth';
import { lazyApi } from '../../config/lazy-api';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../ui/use-action';
import type { ClubAuthAnswer } from './club-auth-action';
import { CaptchaImage } from './captcha-field';
import { clubAuthErrors, isCaptchaFault } from './club-auth-validation';
import styles from './club-auth.module.css';

const c = t.clubAuth;
/** The captcha is refreshed every 5 minutes. */
export const CAPTCHA_REFRESH_MS = 5 * 60 * 1000;
const NO_ERRORS = { serial: '', captcha: '' };

/** The authenticated club's facts. */
function ClubFacts({ club }: { club: AuthenticatedClub }) {
  return (
    <dl className={styles.facts}>
      {club.seriesName && <div><dt>{c.series}</dt><dd>{club.seriesName}</dd></div>}
      <div><dt>{c.productName}</dt><dd>{club.productName}</dd></div>
      {club.clubType && <div><dt>{c.clubType}</dt><dd>{club.clubType}</dd></div>}
      <div><dt>{c.serial}</dt><dd>{club.serialNumber}</dd></div>
      {club.productionDate && <div><dt>{c.productionDate}</dt><dd>{club.productionDate}</dd></div>}
    </dl>
  );
}

/**
 * The club authentication, posted to the route's action. The first captcha is the server's picture, its key in a cookie:
 * a form answering it is posted to the server as a browser posts it (so what was typed before the app ran holds). Once
 * the app fetches a captcha of its own (on a click, every 5 minutes, after a refused or failed submission, the typed
 * captcha cleared with it), its key goes in the form and the app runs the action itself.
 */
export function ClubAuthForm() {
  const id = useId();
  const answer = useActionData() as ClubAuthAnswer | undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  // The captcha call's code comes with the first captcha asked for: the page hydrates without the client and zod.
  const newCaptcha = useAction('club captcha', async (signal) => {
    const [{ fetchClubCaptcha }, client] = await lazyApi(import('../../api/club-auth'));
    return fetchClubCaptcha(client, signal);
  }, c.captchaFailed);
  const [serverCaptchaFailed, setServerCaptchaFailed] = useState(false);
  const serialInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const captcha = newCaptcha.state;
  const key = captcha.status === 'ok' ? captcha.data.captchaKey : '';

  const { run: runCaptcha } = newCaptcha;
  const refresh = useCallback(() => {
    if (codeInput.current) codeInput.current.value = '';
    void runCaptcha();
  }, [runCaptcha]);
  const serverFailed = useCallback(() => setServerCaptchaFailed(true), []);

  useEffect(() => {
    const timer = window.setInterval(refresh, CAPTCHA_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  // An answer the app's own action gave (not the one the page came with, whose captcha is new already): a refusal
  // spent the captcha, so a new one; the visitor is taken to what they must do next.
  const pageAnswer = useRef(answer);
  useEffect(() => {
    if (!answer) return;
    if ('errors' in answer) return void (answer.errors.serial ? serialInput : codeInput).current?.focus();
    if (answer === pageAnswer.current || answer.outcome.status === 'ok') return;
    refresh();
    if (answer.outcome.status === 'failed' && isCaptchaFault(answer.outcome.message)) codeInput.current?.focus();
  }, [answer, refresh]);

  // Posted to the server (the server's captcha): fields that break the rules are told by the app, with no round trip.
  const checkFirst = (event: FormEvent<HTMLFormElement>) => {
    const fields = new FormData(event.currentTarget);
    const found = clubAuthErrors(String(fields.get('serialNumber') ?? ''), String(fields.get('captchaCode') ?? ''));
    if (!found.serial && !found.captcha) return;
    event.preventDefault();
    void submit(event.currentTarget, { method: 'post', preventScrollReset: true });
  };

  const sending = navigation.state === 'submitting' && navigation.formData?.has('serialNumber') === true;
  const errors = answer && 'errors' in answer ? answer.errors : NO_ERRORS;
  const outcome = answer && 'outcome' in answer ? answer.outcome : undefined;
  const refusal = outcome?.status === 'failed' ? outcome.message : outcome?.status === 'empty' ? t.dataError : '';
  const captchaFailed = captcha.status === 'failed' ? captcha.message : captcha.status === 'idle' && serverCaptchaFailed ? c.captchaFailed : '';
  const describedBy = (field: 'serial' | 'captcha') => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <Form method="post" preventScrollReset reloadDocument={!key} onSubmit={key ? undefined : checkFirst} className={styles.form} aria-label={c.form} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-serial`}>{c.serial}</label>
        <input
          ref={serialInput} id={`${id}-serial`} name="serialNumber" defaultValue={answer?.serialNumber ?? ''} maxLength={20} autoComplete="off" spellCheck={false}
          placeholder={c.serialPlaceholder} aria-invalid={errors.serial ? true : undefined} aria-describedby={describedBy('serial')}
        />
        {errors.serial && <p id={`${id}-serial-error`} className={styles.error} role="alert">{errors.serial}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-captcha`}>{c.captcha}</label>
        <div className={styles.captchaRow}>
          <input
            ref={codeInput} id={`${id}-captcha`} name="captchaCode" defaultValue="" maxLength={4} autoComplete="off" spellCheck={false}
            placeholder={c.captchaPlaceholder} aria-invalid={errors.captcha ? true : undefined} aria-describedby={describedBy('captcha')}
          />
          <CaptchaImage captcha={captcha} serverFailed={serverCaptchaFailed} onRefresh={refresh} onServerFailed={serverFailed} />
        </div>
        {/* The key of the app's own captcha; the server's is in its cookie (the page's HTML holds no key). */}
        {key && <input type="hidden" name="captchaKey" value={key} />}
        {errors.captcha && <p id={`${id}-captcha-error`} className={styles.error} role="alert">{errors.captcha}</p>}
        {/* Told to screen readers here; the captcha's box shows it. */}
        {captchaFailed && <p className="visually-hidden" role="alert">{captchaFailed}</p>}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>{sending ? c.submitting : c.submit}</button>
      <div className={styles.outcome} aria-live="polite">
        {refusal && <p className={styles.refused} role="alert">{refusal}</p>}
        {outcome?.status === 'ok' && (
          <div className={styles.success}>
            <h3 className={styles.successTitle}>{c.successTitle}</h3>
            <p>{c.successMessage}</p>
            <ClubFacts club={outcome.data} />
          </div>
        )}
      </div>
    </Form>
  );
}
