import { checkJobApplication, applyJob, type Application } from '../../api/recruit';
import { requireOk, UnsuccessfulError } from '../../api/contract';
import { endpoints } from '../../api/endpoints';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';

/** How a submission ended: sent, or the message the visitor sees. */
export type SubmitResult = { ok: true } | { ok: false; message: string };

const REFUSALS: readonly string[] = [t.jobs.missingJobId, t.jobs.missingApplication];
const refusal = (error: unknown) => (error instanceof Error && REFUSALS.includes(error.message) ? error.message : null);

const CANCELLED: SubmitResult = { ok: false, message: t.jobs.submitCancelled };

/**
 * The submission: the pre-check with the fields must pass (else 职位申请检查失败), then the
 * multipart application; an unsuccessful answer shows the server's message (else the check message), a failed
 * request 简历投递失败. A missing job id or application is refused with its own message; `signal` cancels
 * either request (the application is then not sent). Never throws.
 */
export async function submitApplication(jobId: string, application: Application | null, signal?: AbortSignal): Promise<SubmitResult> {
  try {
    requireOk(await checkJobApplication(apiClient, jobId, application, signal), endpoints.jobCheck, 'success');
  } catch (error) {
    if (signal?.aborted) return CANCELLED;
    console.warn(`[jobs] pre-check failed: ${(error as Error).message}`);
    return { ok: false, message: refusal(error) ?? t.jobs.checkFailed };
  }
  try {
    requireOk(await applyJob(apiClient, jobId, application, signal), endpoints.jobApply, 'success');
    return { ok: true };
  } catch (error) {
    if (signal?.aborted) return CANCELLED;
    console.warn(`[jobs] application failed: ${(error as Error).message}`);
    if (error instanceof UnsuccessfulError) return { ok: false, message: error.serverMessage || t.jobs.checkFailed };
    return { ok: false, message: refusal(error) ?? t.jobs.submitFailed };
  }
}
