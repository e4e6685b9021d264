import type { Captcha, City, Job, JobStore } from '../../../schemas/api/recruit';
import { requireOk } from '../../api/contract';
import { endpoints } from '../../api/endpoints';
import { empty, load, type Loaded } from '../../api/load';
import { fetchJobCaptcha, fetchJobCities, fetchJobDetail, fetchJobStores } from '../../api/recruit';
import { apiClient } from '../../config/client';
import { CHANNEL_CODE } from '../../../schemas/build-settings';
import { t } from '../../i18n/zh-CN';

/** What the Info step loads: the job and the cities of the city preference. */
export interface JobInfo {
  job: Job;
  cities: City[];
}

/** The job and the city list, together; any failure (or a job the answer lacks) is 职位信息获取失败. */
export function loadJobInfo(jobId: string, signal?: AbortSignal): Promise<Loaded<JobInfo>> {
  return load('job info', async () => {
    const [detail, cities] = await Promise.all([fetchJobDetail(apiClient, jobId, signal), fetchJobCities(apiClient, CHANNEL_CODE, signal)]);
    const job = requireOk(detail, endpoints.jobDetail, 'success').data;
    if (!job) throw new Error(`job ${jobId}: the answer carries no job`);
    return { job, cities: requireOk(cities, endpoints.jobCities, 'success').data };
  }, t.jobs.infoFailed);
}

/** The stores of a city (channel RC, by the city's name); a city without stores is empty, which is only logged. */
export function loadJobStores(cityName: string, signal?: AbortSignal): Promise<Loaded<JobStore[]>> {
  return load('job stores', async () => {
    const { data } = requireOk(await fetchJobStores(apiClient, { channelCode: CHANNEL_CODE, cityName }, signal), endpoints.jobStores, 'success');
    return data.length > 0 ? data : empty(`no stores in ${cityName}`);
  }, t.jobs.storesFailed);
}

/** A new captcha; failing is 验证码获取失败. */
export const loadCaptcha = (signal?: AbortSignal): Promise<Loaded<Captcha>> => load('job captcha', () => fetchJobCaptcha(apiClient, signal), t.jobs.captchaFailed);

/** jobContent arrives URL-encoded: decoded, or left as it is when it is not valid encoding (RichText sanitises either). */
export function decodeJobContent(encoded: string): string {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, '%20'));
  } catch {
    return encoded;
  }
}
