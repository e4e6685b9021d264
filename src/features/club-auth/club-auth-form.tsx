import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AuthenticatedClub, ClubAuthRequest } from '../../../schemas/api/club-auth';
import { authenticateClub, fetchClubCaptcha } from '../../api/club-auth';
import { empty } from '../../api/load';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../lib/use-action';
import { CaptchaImage } from './captcha-field';
import { clubAuthErrors, isCaptchaFault, refusalMessage } from './club-auth-data';
import styles from './club-auth.module.css';

const c = t.clubAuth;
/** The captcha is refreshed every 5 minutes. */
export const CAPTCHA_REFRESH_MS = 5 * 60 * 1000;

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
 * The club authentication: serial number, captcha (refreshed on a click, every 5 minutes and after a refused
 * or failed submission, the typed captcha cleared with it), the POST and its result or error.
 */
export function ClubAuthForm() {
  const id = useId();
  const [serial, setSerial] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState({ serial: '', captcha: '' });
  const newCaptcha = useAction('club captcha', (signal) => fetchClubCaptcha(apiClient, signal), c.captchaFailed);
  // null until the first one arrives and while a new one loads.
  const captcha = newCaptcha.state.status === 'idle' || newCaptcha.state.status === 'pending' ? null : newCaptcha.state;
  // A success that names no club confirms nothing the visitor could check, so it is not shown as 认证成功.
  const auth = useAction(
    'club auth',
    async (signal, request: ClubAuthRequest) => (await authenticateClub(apiClient, request, signal)) ?? empty('success without the club'),
    refusalMessage,
  );
  const serialInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const { run: runCaptcha } = newCaptcha;
  const refresh = useCallback(() => {
    setCode('');
    void runCaptcha();
  }, [runCaptcha]);

  // The visitor's own first captcha, asked by the browser (never in the page's HTML, which a cache shares).
  useEffect(() => void runCaptcha(), [runCaptcha]);

  useEffect(() => {
    const timer = window.setInterval(refresh, CAPTCHA_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = clubAuthErrors(serial, code);
    setErrors(found);
    if (found.serial || found.captcha) {
      (found.serial ? serialInput : codeInput).current?.focus();
      return;
    }
    if (captcha?.status !== 'ok') return refresh();
    const request = { serialNumber: serial.trim().toUpperCase(), captchaKey: captcha.data.captchaKey, captchaCode: code.trim() };
    void auth.run(request).then((result) => {
      if (!result || result.status === 'ok') return;
      refresh();
      // The visitor's next step is a new captcha code: take them there.
      if (result.status === 'failed' && isCaptchaFault(result.message)) codeInput.current?.focus();
    });
  };

  const sending = auth.state.status === 'pending';
  const outcome = auth.state;
  const refusal = outcome.status === 'failed' ? outcome.message : outcome.status === 'empty' ? t.dataError : '';
  const describedBy = (field: 'serial' | 'captcha') => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form className={styles.form} aria-label={c.form} noValidate onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-serial`}>{c.serial}</label>
        <input
          ref={serialInput} id={`${id}-serial`} name="serialNumber" value={serial} maxLength={20} autoComplete="off" spellCheck={false}
          placeholder={c.serialPlaceholder} onChange={(event) => setSerial(event.target.value)}
          aria-invalid={errors.serial ? true : undefined} aria-describedby={describedBy('serial')}
        />
        {errors.serial && <p id={`${id}-serial-error`} className={styles.error} role="alert">{errors.serial}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-captcha`}>{c.captcha}</label>
        <div className={styles.captchaRow}>
          <input
            ref={codeInput} id={`${id}-captcha`} name="captchaCode" value={code} maxLength={4} autoComplete="off" spellCheck={false}
            placeholder={c.captchaPlaceholder} onChange={(event) => setCode(event.target.value)}
            aria-invalid={errors.captcha ? true : undefined} aria-describedby={describedBy('captcha')}
          />
          <CaptchaImage captcha={captcha} busy={captcha === null} onRefresh={refresh} />
        </div>
        {errors.captcha && <p id={`${id}-captcha-error`} className={styles.error} role="alert">{errors.captcha}</p>}
        {captcha?.status === 'failed' && <p className={styles.error} role="alert">{captcha.message}</p>}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>{sending ? c.submitting : c.submit}</button>
      <div className={styles.outcome} aria-live="polite">
        {refusal && <p className={styles.refused} role="alert">{refusal}</p>}
        {outcome.status === 'ok' && (
          <div className={styles.success}>
            <h3 className={styles.successTitle}>{c.successTitle}</h3>
            <p>{c.successMessage}</p>
            <ClubFacts club={outcome.data} />
          </div>
        )}
      </div>
    </form>
  );
}
