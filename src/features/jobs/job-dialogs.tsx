import { useAtom } from 'jotai';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toastError } from '../../ui/toast';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { JOB_DIALOGS_ROOT_ID, JOB_STEPS, jobStepAtom } from '../../state/page';
import { Modal } from '../../ui/modal';
import { JOB_PARAM } from '../../engine/paths';
import { useAction } from '../../lib/use-action';
import { RichText } from '../../ui/rich-text';
import { ApplicationForm } from './application-form';
import { applyRecipe, emptyDraft, type DraftRecipe } from './draft';
import { decodeJobContent, fetchJobInfo, type JobInfo } from './job-data';
import styles from './jobs.module.css';

/** Info (1): loads the job and the cities; on success hands them on, on failure says so with a retry. */
function InfoDialog({ jobId, onLoaded, onClose }: { jobId: string; onLoaded: (info: JobInfo) => void; onClose: () => void }) {
  const { state, run } = useAction('job info', fetchJobInfo, t.jobs.infoFailed);
  const fetchInfo = useCallback(() => {
    void run(jobId).then((loaded) => {
      if (loaded?.status === 'ok') onLoaded(loaded.data);
      else if (loaded?.status === 'failed') toastError(loaded.message, { id: loaded.message });
    });
  }, [jobId, onLoaded, run]);
  useEffect(fetchInfo, [fetchInfo]);
  const failed = state.status === 'failed' ? state.message : '';
  return (
    <Modal open onClose={onClose} label={t.jobs.infoTitle} className={styles.dialog}>
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

/** Intro (2): the job's title and description, and the way to apply. */
function IntroDialog({ info, onApply, onClose }: { info: JobInfo; onApply: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={styles.dialog}>
      <h2 id={titleId} className={styles.dialogTitle}>{info.job.jobTitle}</h2>
      <RichText className={styles.jobContent} html={decodeJobContent(info.job.jobContent)} />
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onApply}>{t.jobs.apply}</button>
      </div>
    </Modal>
  );
}

/** Form (3): the application form under the job's title. */
function FormDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={`${styles.dialog} ${styles.formDialog}`}>
      <h2 id={titleId} className={styles.dialogTitle}>{title}</h2>
      {children}
    </Modal>
  );
}

/** Result (4): the application arrived. */
function ResultDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId} className={`${styles.dialog} ${styles.result}`}>
      <h2 id={titleId} className={styles.dialogTitle}>{t.jobs.resultTitle}</h2>
      <p className={styles.resultText}>{t.jobs.resultMessage}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} data-autofocus onClick={onClose}>{t.jobs.done}</button>
      </div>
    </Modal>
  );
}

/**
 * The job application dialogs, rendered into the full frame's mount point. `?job=ID` opens
 * them at Info; the step lives in jobStepAtom. Closing any dialog (or leaving `?job`) clears the step, the
 * loaded job and everything typed or chosen.
 */
export function JobDialogs() {
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM) ?? '';
  const [step, setStep] = useAtom(jobStepAtom);
  const [info, setInfo] = useState<JobInfo | null>(null);
  const [draft, setDraft] = useState(emptyDraft);
  const [openJob, setOpenJob] = useState(jobId);
  if (openJob !== jobId) {
    setOpenJob(jobId);
    setInfo(null);
    setDraft(emptyDraft());
  }
  useEffect(() => {
    setStep(jobId ? JOB_STEPS.info : null);
  }, [jobId, setStep]);
  useEffect(() => () => setStep(null), [setStep]);

  const onLoaded = useCallback((loaded: JobInfo) => {
    setInfo(loaded);
    setStep(JOB_STEPS.intro);
  }, [setStep]);
  const update = (recipe: DraftRecipe) => setDraft((current) => applyRecipe(current, recipe));
  const close = () => {
    setStep(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(JOB_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });
  };

  // The step is set by an effect, so neither the server nor hydration ever gets to the document.
  if (!jobId || step === null) return null;
  const root = document.getElementById(JOB_DIALOGS_ROOT_ID);
  if (!root) return null;
  return createPortal(
    <>
      {(step === JOB_STEPS.info || !info) && step !== JOB_STEPS.result && <InfoDialog jobId={jobId} onLoaded={onLoaded} onClose={close} />}
      {step === JOB_STEPS.intro && info && <IntroDialog info={info} onApply={() => setStep(JOB_STEPS.form)} onClose={close} />}
      {step === JOB_STEPS.form && info && (
        <FormDialog title={t.jobs.formTitle(info.job.jobTitle)} onClose={close}>
          <ApplicationForm jobId={jobId} cities={info.cities} draft={draft} update={update} onSubmitted={() => setStep(JOB_STEPS.result)} />
        </FormDialog>
      )}
      {step === JOB_STEPS.result && <ResultDialog onClose={close} />}
    </>,
    root,
  );
}
