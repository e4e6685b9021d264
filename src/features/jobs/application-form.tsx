import { Base64Image } from '../../ui/base64-image';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toastError } from '../../ui/toast';
import type { City } from '../../../schemas/api/recruit';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../ui/use-action';
import { loadingAtom } from '../../state/page';
import { Loading } from '../../ui/loading';
import { Upload } from '../../ui/upload/upload';
import { addFiles, type UploadFile } from '../../ui/upload/upload-file';
import { paths } from '../../engine/paths';
import { captchaPath } from '../../lib/captcha-cookie';
import { chooseCity, LIMITS, toApplication, toggleStore, type ApplicationDraft, type DraftRecipe } from './draft';
import styles from './jobs.module.css';
import { sendApplication, submitFailure } from './submit';
import { useCaptcha } from './use-captcha';
import { useCityStores } from './use-city-stores';
import { validateApplication } from './validation';

const m = t.jobs.validation;
const VALIDATION_MESSAGES: readonly string[] = Object.values(m);
const TOAST_ID = 'job-application';

/** A labelled field with its control. */
function Field({ id, label, required, children }: { id: string; label: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}>*</span>}
      </label>
      {children}
    </div>
  );
}

/** The server's captcha picture, its key in the cookie the form's post sends back; its alt text shows only when none came. */
function ServerCaptcha() {
  // Low priority: React preloads other pictures in <head>, and a second request would be another captcha than the cookie's.
  return <img className={styles.captchaPicture} src={captchaPath('job')} alt={t.jobs.captchaFailed} width={100} height={40} fetchPriority="low" />;
}

/** The files chosen in a field of the server's form before the app ran, as the field's own rules keep them. */
function chosenBeforeApp(form: HTMLFormElement, name: string, maxCount: number): UploadFile[] {
  const input = form.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
  return addFiles([], [...(input?.files ?? [])], { accept: LIMITS.accept, maxSize: LIMITS.fileBytes, maxCount }).list;
}

/** The fields typed into the server's form before the app ran: the browser kept them, the draft never saw them. */
function typedBeforeApp(form: HTMLFormElement): Pick<ApplicationDraft, 'personName' | 'phoneNumber' | 'cityId'> {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { personName: text('personName').slice(0, LIMITS.name), phoneNumber: text('phoneNumber').slice(0, LIMITS.phone), cityId: text('cityId') };
}

/**
 * Brings the visitor to the first field to put right after a failed submit: the first one marked invalid, else the
 * captcha (a failed submission spent it). Focused, and scrolled to the top of the dialog, clear of the toast at its foot.
 */
function showFirstToFix(form: HTMLFormElement, captchaId: string): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? document.getElementById(captchaId);
  if (!field) return;
  field.focus({ preventScroll: true });
  (field.closest(`.${styles.field}, [role="group"]`) ?? field).scrollIntoView({ block: 'start' });
}

/** Props of ApplicationForm: the job, its cities, and the draft its owner keeps across the steps. */
export interface ApplicationFormProps {
  jobId: string;
  cities: City[];
  draft: ApplicationDraft;
  update: (recipe: DraftRecipe) => void;
  onSubmitted: () => void;
  /** The form came rendered by the server: its captcha is the server's picture (its key in a cookie) until the app's. */
  serverCaptcha?: boolean;
  /** The messages the server's action answered to this form posted without script. */
  answerErrors?: readonly string[];
}

/**
 * The application form: every rule checked before sending (all messages in one toast and
 * in an alert inside the dialog), the pre-check and the multipart submission under a loading overlay; a
 * failed submission keeps every field and file and brings a new captcha. Closing mid-submit cancels the request.
 */
export function ApplicationForm({ jobId, cities, draft, update, onSubmitted, serverCaptcha = false, answerErrors = [] }: ApplicationFormProps) {
  const ids = { name: useId(), phone: useId(), city: useId(), noCities: useId(), captcha: useId(), hint: useId(), errors: useId() };
  const [errors, setErrors] = useState<readonly string[]>(answerErrors);
  // Counts failed submits: each one, once drawn, brings the visitor to what to put right.
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (failures > 0 && formRef.current) showFirstToFix(formRef.current, ids.captcha);
  }, [failures, ids.captcha]);
  const setLoading = useSetAtom(loadingAtom);
  // Closing the dialog mid-submit cancels the request and tells the visitor the application was not sent.
  const send = useAction('job application', sendApplication, submitFailure, () => {
    setLoading(false);
    toastError(t.jobs.submitCancelled, { id: TOAST_ID });
  });
  const busy = send.state.status === 'pending';
  // A new image makes the typed code stale, whatever brought it (a click, the timer, a failed submit).
  const { captcha, failed: captchaFailed, refresh } = useCaptcha((key) => update((d) => {
    d.captchaKey = key;
    d.captchaCode = '';
  }));
  const { stores, pick } = useCityStores();
  // Once, as the app takes the form over: what was typed before it ran goes into the draft, which the next render shows.
  const firstRender = useRef({ update, pick, cities, draft });
  useLayoutEffect(() => {
    const { update: apply, pick: pickCity, cities: choices, draft: start } = firstRender.current;
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeApp(form);
    const [resume, portfolio] = [chosenBeforeApp(form, 'resumeFile', LIMITS.resumeCount), chosenBeforeApp(form, 'otherFiles', LIMITS.portfolioCount)];
    if (resume.length > 0 || portfolio.length > 0) {
      apply((d) => {
        d.resumeFile = resume;
        d.otherFiles = portfolio;
      });
    }
    if (typed.personName !== start.personName || typed.phoneNumber !== start.phoneNumber) {
      apply((d) => {
        d.personName = typed.personName;
        d.phoneNumber = typed.phoneNumber;
      });
    }
    if (typed.cityId === start.cityId) return;
    apply(chooseCity(typed.cityId));
    pickCity(choices.find((city) => city.areaId === typed.cityId)?.areaName ?? null);
  }, []);
  const missing = validateApplication(draft);
  // A field's message goes once the field is put right; a failed submission's message stays until the next submit.
  const shown = errors.filter((message) => !VALIDATION_MESSAGES.includes(message) || missing.includes(message));
  const invalid = (...messages: string[]) => messages.some((message) => shown.includes(message)) || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setErrors(missing);
    if (missing.length > 0) {
      toastError(missing.join('\n\n'), { id: TOAST_ID });
      setFailures((n) => n + 1);
      return;
    }
    setLoading(true);
    const result = await send.run(jobId, toApplication(draft));
    if (!result) return;
    setLoading(false);
    // sendApplication never answers empty: anything but a failure is the application sent.
    if (result.status !== 'failed') {
      onSubmitted();
      return;
    }
    setErrors([result.message]);
    toastError(result.message, { id: TOAST_ID });
    // The captcha was spent: a new one (its code field emptied with it); everything else stays as typed.
    refresh();
    setFailures((n) => n + 1);
  };

  const chosenStores = draft.positionIdList;
  return (
    // Posted by the browser itself without script (to /about-us's action, files and all); the app sends it in the page.
    <form
      ref={formRef} className={styles.form} method="post" encType="multipart/form-data" action={paths.jobApplication(jobId)} noValidate
      onSubmit={(event) => void submit(event)} aria-busy={busy} aria-describedby={shown.length ? ids.errors : undefined}
    >
      {busy && <Loading overlay />}
      <div className={styles.grid}>
        <Field id={ids.name} label={t.jobs.name} required>
          <input
            id={ids.name} name="personName" className={styles.input} type="text" autoComplete="name" maxLength={LIMITS.name} value={draft.personName}
            aria-required="true" aria-invalid={invalid(m.name)} onChange={(e) => update((d) => void (d.personName = e.target.value.slice(0, LIMITS.name)))}
          />
        </Field>
        <Field id={ids.phone} label={t.jobs.phone} required>
          <input
            id={ids.phone} name="phoneNumber" className={styles.input} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LIMITS.phone}
            value={draft.phoneNumber} aria-required="true" aria-invalid={invalid(m.phone, m.phoneFormat)}
            onChange={(e) => update((d) => void (d.phoneNumber = e.target.value.slice(0, LIMITS.phone)))}
          />
        </Field>
        <Field id={ids.city} label={t.jobs.city} required>
          <select
            id={ids.city} name="cityId" className={styles.input} value={draft.cityId} aria-required="true" aria-invalid={invalid(m.city)}
            disabled={cities.length === 0} aria-describedby={cities.length === 0 ? ids.noCities : undefined}
            onChange={(e) => {
              const cityId = e.target.value;
              update(chooseCity(cityId));
              pick(cities.find((c) => c.areaId === cityId)?.areaName ?? null);
            }}
          >
            <option value="">{t.jobs.cityPlaceholder}</option>
            {cities.map((city) => (
              <option key={city.areaId} value={city.areaId}>{city.areaName}</option>
            ))}
          </select>
          {/* Nothing to choose means nothing can be sent: said at once, not left for the submit to find out. */}
          {cities.length === 0 && <p id={ids.noCities} className={styles.error} role="status">{t.jobs.citiesNone}</p>}
        </Field>
      </div>

      {draft.cityId && (
        <fieldset className={styles.stores}>
          <legend className={styles.label}>{t.jobs.stores}</legend>
          {stores.status === 'pending' && <p className={styles.note} role="status">{t.jobs.storesLoading}</p>}
          {stores.status === 'empty' && <p className={styles.note} role="status">{t.jobs.storesNone}</p>}
          {stores.status === 'failed' && <p className={styles.error} role="alert">{stores.message}</p>}
          {stores.status === 'ok' && (
            <ul className={styles.storeList}>
              {stores.data.map((store) => {
                const checked = chosenStores.includes(store.id);
                return (
                  <li key={store.id}>
                    <label className={styles.check}>
                      <input
                        type="checkbox" name="positionIdList" value={store.id} checked={checked} disabled={!checked && chosenStores.length >= LIMITS.stores}
                        onChange={() => update(toggleStore(store.id))}
                      />
                      <span>{store.storeName}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      )}

      <div className={styles.files}>
        <Upload
          label={t.jobs.resume} pickLabel={t.jobs.chooseFile} required name="resumeFile" fileList={draft.resumeFile} accept={LIMITS.accept}
          maxCount={LIMITS.resumeCount} maxSize={LIMITS.fileBytes} invalid={invalid(m.resume)} describedBy={ids.hint}
          onChange={(list) => update((d) => void (d.resumeFile = list))}
        />
        <Upload
          label={t.jobs.portfolio} pickLabel={t.jobs.chooseFile} name="otherFiles" fileList={draft.otherFiles} accept={LIMITS.accept}
          maxCount={LIMITS.portfolioCount} maxSize={LIMITS.fileBytes} describedBy={ids.hint}
          onChange={(list) => update((d) => void (d.otherFiles = list))}
        />
        <p id={ids.hint} className={styles.note}>{t.jobs.fileHint}</p>
      </div>

      <Field id={ids.captcha} label={t.jobs.captcha} required>
        <div className={styles.captcha}>
          <input
            id={ids.captcha} name="captchaCode" className={styles.input} type="text" autoComplete="off" maxLength={LIMITS.captcha} value={draft.captchaCode}
            aria-required="true" aria-invalid={invalid(m.captcha)} onChange={(e) => update((d) => void (d.captchaCode = e.target.value.slice(0, LIMITS.captcha)))}
          />
          <button type="button" className={styles.captchaImage} aria-label={t.jobs.captchaImage} onClick={refresh}>
            {captcha ? <Base64Image data={captcha.image} width={100} height={40} /> : serverCaptcha ? <ServerCaptcha /> : <span className={styles.captchaBlank} />}
          </button>
        </div>
        {captchaFailed && <p className={styles.error} role="alert">{captchaFailed}</p>}
      </Field>

      {shown.length > 0 && (
        <div id={ids.errors} className={styles.errors} role="alert">
          {shown.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>{t.jobs.submit}</button>
    </form>
  );
}
