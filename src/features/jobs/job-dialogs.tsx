import { useAtom } from 'jotai';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { lazyApi } from '../../config/lazy-api';
import { toastError } from '../../ui/toast';
import { t } from '../../i18n/zh-CN';
import { JOB_STEPS, jobStepAtom } from '../../state/page';
import { Modal } from '../../ui/modal';
import { Link } from 'react-router-dom';
import { APPLY_PARAM, DIALOG_OPEN, JOB_PARAM } from '../../engine/paths';
import { useRouteActionData } from './route-action-data';
import { useAction } from '../../ui/use-action';
import type { Loaded } from '../../api/load';
import { useDialogParam } from '../../ui/use-dialog-param';
import { RichText } from '../../ui/rich-text';
import type { ApplicationAnswer } from './application-action';
import { ApplicationForm } from './application-form';
import { applyRecipe, emptyDraft, type DraftRecipe } from './draft';
import { decodeJobContent } from './job-content';
import type { JobInfo } from './job-data';
import styles from './jobs.module.css';

/** The job and its cities, the call's code (API client, schemas) fetched with the first Info step. */
async function loadJobInfo(signal: AbortSignal, jobId: string): Promise<JobInfo> {
  const [{ fetchJobInfo }, api] = await lazyApi(import('./job-data'));
  return fetchJobInfo(api, signal, jobId);
}

/** Info (1): loads the job and the cities; on success hands them on, on failure says so with a retry. */
function InfoDialog({ jobId, onLoaded, onClose, closeHref }: { jobId: string; onLoaded: (info: JobInfo) => void; onClose: () => void; closeHref: string }) {
  const { state, run } = useAction('job info', loadJobInfo, t.jobs.infoFailed);
  const fetchInfo = useCallback(() => {
    void run(jobId).then((loaded) => {
      if (loaded?.status === 'ok') onLoaded(loaded.data);
      else if (loaded?.status === 'failed') toastError(loaded.message, { id: loaded.message });
    });
  }, [jobId, onLoaded, run]);
  useEffect(fetchInfo, [fetchInfo]);
  const failed = state.status === 'failed' ? state.message : '';
  return (
    <Modal open onClose={onClose} label={t.jobs.infoTitle} className={styles.dialog} closeHref={closeHref}>
      {failed ? (
        <div className={styles.failed}>
          <p role="alert">{failed}</p>
          <button type="button" className={styles.primary} onClick={fetchInfo}>
            {t.jobs.retry}
          </button>
        </div>
      ) : (
        <p className={styles.note} role="status">{t.jobs.loadingInfo}</p>
      )}
    </Modal>
  );
}

/** Intro (2): the job's title and description, and the link to its application form's address. */
function IntroDialog({ info, applyHref, onClose, closeHref }: { info: JobInfo; applyHref: string; onClose: () => void; closeHref: string }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.dialog} closeHref={closeHref}>
      <h2 id={titleId} className={styles.dialogTitle}>{info.job.jobTitle}</h2>
      <RichText className={styles.jobContent} html={decodeJobContent(info.job.jobContent)} />
      <div className={styles.actions}>
        <Link className={styles.primary} to={applyHref} preventScrollReset>{t.jobs.apply}</Link>
      </div>
    </Modal>
  );
}

/** Form (3): the application form under the job's title. */
function FormDialog({ title, onClose, closeHref, children }: { title: string; onClose: () => void; closeHref: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={`${styles.dialog} ${styles.formDialog}`} closeHref={closeHref}>
      <h2 id={titleId} className={styles.dialogTitle}>{title}</h2>
      {children}
    </Modal>
  );
}

/** Result (4): the application arrived. */
function ResultDialog({ onClose, closeHref }: { onClose: () => void; closeHref: string }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={`${styles.dialog} ${styles.result}`} closeHref={closeHref}>
      <h2 id={titleId} className={styles.dialogTitle}>{t.jobs.resultTitle}</h2>
      <p className={styles.resultText}>{t.jobs.resultMessage}</p>
      <div className={styles.actions}>
        {/* A link, so that 完成 closes the server's result page too; the app closes in place. */}
        <Link
          className={styles.primary} data-autofocus to={closeHref} replace preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
        >
          {t.jobs.done}
        </Link>
      </div>
    </Modal>
  );
}

/** The job the page's address named when it arrived, as the server loaded it. */
export interface ArrivedJob {
  id: string;
  info: Loaded<JobInfo>;
}

/** The route whose action takes the application posted without script (paths.jobApplication). */
const APPLICATION_ROUTE_ID = 'about-us';

/**
 * The job application dialogs, in the full frame. `?job=ID` opens them at Info, or at Intro when the page arrived with
 * that job loaded (so the server's HTML shows the job, and a link closes it); `&apply=1` is the application form's own
 * address, and the answer of /about-us's action to that form posted without script shows the result or the form again.
 * The step lives in jobStepAtom. Closing any dialog (or leaving `?job`) clears the step, the loaded job and everything
 * typed or chosen.
 */
export function JobDialogs({ arrived }: { arrived?: ArrivedJob | null }) {
  const { value: jobId, close: closeParam, closeHref } = useDialogParam(JOB_PARAM);
  const apply = useDialogParam(APPLY_PARAM);
  const applying = apply.value === DIALOG_OPEN;
  const answer = useRouteActionData<ApplicationAnswer>(APPLICATION_ROUTE_ID);
  const arrivedInfo = arrived?.id === jobId && arrived.info.status === 'ok' ? arrived.info.data : null;
  const [step, setStep] = useAtom(jobStepAtom);
  const [info, setInfo] = useState<JobInfo | null>(arrivedInfo);
  const [draft, setDraft] = useState(() => (answer && !answer.sent ? { ...emptyDraft(), ...answer.fields } : emptyDraft()));
  // A form the server rendered (its captcha the server's picture until the app fetches one) and its answer's messages.
  const [arrivedForm] = useState(() => Boolean(arrivedInfo) && applying);
  const [answerErrors] = useState(() => (answer && !answer.sent ? answer.errors : []));
  const [openJob, setOpenJob] = useState(jobId);
  if (openJob !== jobId) {
    setOpenJob(jobId);
    setInfo(arrivedInfo);
    setDraft(emptyDraft());
  }
  const firstStep = answer?.sent ? JOB_STEPS.result : arrivedInfo ? JOB_STEPS.intro : JOB_STEPS.info;
  useEffect(() => {
    setStep(jobId ? firstStep : null);
  }, [jobId, firstStep, setStep]);
  useEffect(() => () => setStep(null), [setStep]);

  const onLoaded = useCallback((loaded: JobInfo) => {
    setInfo(loaded);
    setStep(JOB_STEPS.intro);
  }, [setStep]);
  const update = (recipe: DraftRecipe) => setDraft((current) => applyRecipe(current, recipe));
  const close = () => {
    setStep(null);
    closeParam();
  };

  // Intro and the form follow the address (`&apply=1` is the form's); before the effects set the step (on the server,
  // and while hydrating), the step the address names shows.
  const reached = step ?? (jobId ? firstStep : null);
  const shown = reached === JOB_STEPS.intro && applying ? JOB_STEPS.form : reached === JOB_STEPS.form && !applying ? JOB_STEPS.intro : reached;
  useEffect(() => {
    if (step !== null && shown !== step) setStep(shown);
  }, [step, shown, setStep]);

  if (!jobId || shown === null) return null;
  return (
    <>
      {(shown === JOB_STEPS.info || !info) && shown !== JOB_STEPS.result && <InfoDialog jobId={jobId} onLoaded={onLoaded} onClose={close} closeHref={closeHref} />}
      {shown === JOB_STEPS.intro && info && <IntroDialog info={info} applyHref={apply.openHref(DIALOG_OPEN)} onClose={close} closeHref={closeHref} />}
      {shown === JOB_STEPS.form && info && (
        <FormDialog title={t.jobs.formTitle(info.job.jobTitle)} onClose={close} closeHref={closeHref}>
          <ApplicationForm
            jobId={jobId} cities={info.cities} draft={draft} update={update} onSubmitted={() => setStep(JOB_STEPS.result)}
            serverCaptcha={arrivedForm} answerErrors={answerErrors}
          />
        </FormDialog>
      )}
      {shown === JOB_STEPS.result && <ResultDialog onClose={close} closeHref={closeHref} />}
    </>
  );
}
