import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AuthenticatedClub, ClubCaptcha } from '../../../schemas/api/club-auth';
import { authenticateClub } from '../../api/club-auth';
import type { Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { CaptchaImage } from './captcha-field';
import { clubAuthErrors, loadCaptcha, refusalOf } from './club-auth-data';
import styles from './club-auth.module.css';

const c = t.clubAuth;
/** The captcha is refreshed every 5 minutes. */
export const CAPTCHA_REFRESH_MS = 5 * 60 * 1000;

type Outcome = { status: 'ok'; club: AuthenticatedClub } | { status: 'refused'; message: string };

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
export function ClubAuthForm({ initialCaptcha }: { initialCaptcha: Loaded<ClubCaptcha> }) {
  const id = useId();
  const [captcha, setCaptcha] = useState<Loaded<ClubCaptcha> | null>(initialCaptcha);
  const [serial, setSerial] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState({ serial: '', captcha: '' });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const live = useRef(new AbortController());
  const serialInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const refresh = useCallback(() => {
    setCaptcha(null);
    setCode('');
    void loadCaptcha(live.current.signal).then((next) => {
      if (!live.current.signal.aborted) setCaptcha(next);
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    live.current = controller;
    const timer = window.setInterval(refresh, CAPTCHA_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
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
    setSending(true);
    setOutcome(null);
    const request = { serialNumber: serial.trim().toUpperCase(), captchaKey: captcha.data.captchaKey, captchaCode: code.trim() };
    const refuse = (message: string) => {
      setOutcome({ status: 'refused', message });
      refresh();
    };
    authenticateClub(apiClient, request, live.current.signal)
      .then((club) => {
        if (club) return setOutcome({ status: 'ok', club });
        // A success that names no club confirms nothing the visitor could check, so it is not shown as 认证成功.
        console.warn('[club auth] success without the club');
        refuse(t.dataError);
      })
      .catch((error: unknown) => {
        if (live.current.signal.aborted) return;
        console.warn(`[club auth] refused or failed: ${(error as Error).message}`);
        const refusal = refusalOf(error);
        refuse(refusal.message);
        // The visitor's next step is a new captcha code: take them there.
        if (refusal.captchaFault) codeInput.current?.focus();
      })
      .finally(() => setSending(false));
  };

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
        {outcome?.status === 'refused' && <p className={styles.refused} role="alert">{outcome.message}</p>}
        {outcome?.status === 'ok' && (
          <div className={styles.success}>
            <h3 className={styles.successTitle}>{c.successTitle}</h3>
            <p>{c.successMessage}</p>
            <ClubFacts club={outcome.club} />
          </div>
        )}
      </div>
    </form>
  );
}
