import type { Captcha } from '../../schemas/api/recruit';
import { t } from '../i18n/zh-CN';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** The application, with the files as the visitor chose them. */
export interface Application {
  personName: string;
  phoneNumber: string;
  cityId: string;
  /** Ids of the preferred stores (up to two). */
  positionIdList: string[];
  resumeFile: File[];
  otherFiles: File[];
  captchaKey: string;
  captchaCode: string;
}

/** One page of open jobs. */
export function fetchJobPage(client: ApiClient, query: { pageNum: number; pageSize: number; channelCode: string }, signal?: AbortSignal) {
  return callEndpoint(client, 'jobPage', { json: query, signal });
}

/** One job by id. */
export function fetchJobDetail(client: ApiClient, jobId: string, signal?: AbortSignal) {
  return callEndpoint(client, 'jobDetail', { searchParams: { jobId }, signal });
}

/** The cities a candidate may prefer (channel RC). */
export function fetchJobCities(client: ApiClient, channelCode: string, signal?: AbortSignal) {
  return callEndpoint(client, 'jobCities', { searchParams: { channelCode }, signal });
}

/** The stores of one city, by the city's name. */
export function fetchJobStores(client: ApiClient, query: { channelCode: string; cityName: string }, signal?: AbortSignal) {
  return callEndpoint(client, 'jobStores', { json: query, signal });
}

/** A new captcha of the application form; the image is made a data: URL when it comes as bare base64. */
export async function fetchJobCaptcha(client: ApiClient, signal?: AbortSignal): Promise<Captcha> {
  const { data } = await callEndpoint(client, 'jobCaptcha', { signal });
  const image = data.imageBase64.startsWith('data:') ? data.imageBase64 : `data:image/png;base64,${data.imageBase64}`;
  return { captchaKey: data.captchaKey, image };
}

/** Refuses a call without a job id or an application, as the spec's error catalogue says. */
function requireApplication(jobId: string, application: Application | null | undefined): Application {
  if (!jobId) throw new Error(t.jobs.missingJobId);
  if (!application) throw new Error(t.jobs.missingApplication);
  return application;
}

/** The pre-check: the application's fields without its files, as JSON; answers the parsed envelope. */
export async function checkJobApplication(client: ApiClient, jobId: string, application: Application | null | undefined, signal?: AbortSignal) {
  const { personName, phoneNumber, cityId, positionIdList, captchaKey, captchaCode } = requireApplication(jobId, application);
  const json = { jobId, personName, phoneNumber, cityId, positionIdList, captchaKey, captchaCode };
  return callEndpoint(client, 'jobCheck', { json, signal });
}

/** The application as a multipart form: one part per field, per store id and per file. */
function applicationForm(jobId: string, application: Application): FormData {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('personName', application.personName);
  form.append('phoneNumber', application.phoneNumber);
  form.append('cityId', application.cityId);
  for (const id of application.positionIdList) form.append('positionIdList', id);
  for (const file of application.resumeFile) form.append('resumeFile', file, file.name);
  for (const file of application.otherFiles) form.append('otherFiles', file, file.name);
  form.append('captchaKey', application.captchaKey);
  form.append('captchaCode', application.captchaCode);
  return form;
}

/** Sends the application with its files; answers the parsed envelope (success, data, errorMessage). */
export async function applyJob(client: ApiClient, jobId: string, application: Application | null | undefined, signal?: AbortSignal) {
  return callEndpoint(client, 'jobApply', { body: applicationForm(jobId, requireApplication(jobId, application)), signal });
}
