import { redirect } from 'react-router-dom';
import type { Store } from '../../schemas/api/store';
import type { ContactContent } from '../../schemas/cms/contact';
import { fetchStoreByCode } from '../api/store';
import { load, type Loaded } from '../api/load';
import { apiOf, type RequestContext } from '../config/client';
import { CONTACT_PARAM, JOB_PARAM, paths, STORE_PARAM } from '../engine/paths';
import { t } from '../i18n/zh-CN';
import { fetchContact } from '../features/shared/contact/contact-data';
import { fetchJobInfo, type JobInfo } from '../features/jobs/job-data';

/** What the frame's dialogs named in the address show when the page arrives, each with the value it was loaded for. */
export interface FrameDialogs {
  contact?: Loaded<ContactContent>;
  /** The store of `?store`; a failed lookup (null) shows what the popup's summary has. */
  store?: { code: string; store: Store | null };
  /** The job of `?job`, when it loaded; otherwise its dialog loads it (and offers a retry) once the app runs. */
  job?: { id: string; info: Loaded<JobInfo> };
}

/** A store code the backend does not know: the page's address without it (a redirect nobody keeps), so it mints no cached page. */
function withoutStore(url: URL): never {
  throw redirect(paths.dialog(url.pathname, url.searchParams, STORE_PARAM, undefined), { status: 301, headers: { 'Cache-Control': 'no-store' } });
}

/** Loads the data of every frame dialog `url` names, together. */
export async function loadFrameDialogs(context: RequestContext, url: URL, signal: AbortSignal): Promise<FrameDialogs> {
  const api = apiOf(context);
  const code = url.searchParams.get(STORE_PARAM);
  const jobId = url.searchParams.get(JOB_PARAM);
  const [contact, store, job] = await Promise.all([
    url.searchParams.has(CONTACT_PARAM) ? load('contact', () => fetchContact(api, signal)) : undefined,
    code ? load(`store ${code}`, () => fetchStoreByCode(api, code, signal)) : undefined,
    jobId ? load('job info', () => fetchJobInfo(api, signal, jobId), t.jobs.infoFailed) : undefined,
  ]);
  // The backend answering with no store, or saying no, names nothing; a failed request only costs the detail.
  if (code && ((store?.status === 'ok' && !store.data) || (store?.status === 'failed' && store.cause === 'unsuccessful'))) withoutStore(url);
  return {
    ...(contact && { contact }),
    ...(code && store && { store: { code, store: store.status === 'ok' ? store.data : null } }),
    ...(jobId && job?.status === 'ok' && { job: { id: jobId, info: job } }),
  };
}
