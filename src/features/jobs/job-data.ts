import type { City, Job, JobStore } from '../../../schemas/api/recruit';
import { empty, type Empty } from '../../api/load';
import { fetchJobCities, fetchJobDetail, fetchJobStores } from '../../api/recruit';
import type { ApiClient } from '../../api/client';
import { CHANNEL_CODE } from '../../../schemas/site-constants';

/** What the Info step loads: the job and the cities of the city preference. */
export interface JobInfo {
  job: Job;
  cities: City[];
}

/** The job and the city list, together (a job the answer lacks fails the call, like any other failure). */
export async function fetchJobInfo(api: ApiClient, signal: AbortSignal, jobId: string): Promise<JobInfo> {
  const [detail, cities] = await Promise.all([fetchJobDetail(api, jobId, signal), fetchJobCities(api, CHANNEL_CODE, signal)]);
  const job = detail.data;
  if (!job) throw new Error(`job ${jobId}: the answer carries no job`);
  return { job, cities: cities.data };
}

/** The stores of a city (channel RC, by the city's name); a city without stores is empty, which is only logged. */
export async function fetchCityStores(api: ApiClient, signal: AbortSignal, cityName: string): Promise<JobStore[] | Empty> {
  const { data } = await fetchJobStores(api, { channelCode: CHANNEL_CODE, cityName }, signal);
  return data.length > 0 ? data : empty(`no stores in ${cityName}`);
}
