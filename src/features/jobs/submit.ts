import type { ApiClient } from '../../api/client';
import type { Application } from '../../api/recruit';
import { UnsuccessfulError } from '../../api/contract';
import { lazyApi } from '../../config/lazy-api';
import { t } from '../../i18n/zh-CN';

const REFUSALS: readonly string[] = [t.jobs.missingJobId, t.jobs.missingApplication];
const refusal = (error: unknown) => (error instanceof Error && REFUSALS.includes(error.message) ? error.message : null);

/** The pre-check failed: kept apart because its failures, whatever they are, have their own message. */
class PreCheckError extends Error {
  constructor(readonly reason: unknown) {
    super(`pre-check: ${(reason as Error).message}`);
    this.name = 'PreCheckError';
  }
}

/**
 * The submission: the pre-check with the fields must pass, then the multipart application; `signal` cancels
 * either request (the application is then not sent). A missing job id or application is refused before any call.
 * The calls' code (API client, schemas) is fetched with the first submission, so the form hydrates without it; the
 * calls go through `given` (the route action's request client) or else the browser's.
 */
export async function sendApplication(signal: AbortSignal, jobId: string, application: Application | null, given?: ApiClient): Promise<void> {
  // Fetched before the pre-check: a failed fetch is a failed submission, not a failed pre-check.
  const [{ checkJobApplication, applyJob }, browser] = await lazyApi(import('../../api/recruit'));
  const client = given ?? browser;
  try {
    await checkJobApplication(client, jobId, application, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PreCheckError(error);
  }
  await applyJob(client, jobId, application, signal);
}

/**
 * The visitor's message of a failed submission: a refusal's own message; a failed pre-check 职位申请检查失败;
 * an unsuccessful application the server's message (else the check message); a failed request 简历投递失败.
 */
export function submitFailure(error: unknown): string {
  const reason = error instanceof PreCheckError ? error.reason : error;
  const refused = refusal(reason);
  if (refused) return refused;
  if (error instanceof PreCheckError) return t.jobs.checkFailed;
  if (error instanceof UnsuccessfulError) return error.serverMessage || t.jobs.checkFailed;
  return t.jobs.submitFailed;
}
