import { lazyApi } from '../../config/lazy-api';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../ui/use-action';
import { toastError } from '../../ui/toast';
import type { JobStore } from '../../../schemas/api/recruit';
import type { Empty } from '../../api/load';

/** A city's stores, the call's code (API client, schemas) fetched with the first pick. */
async function loadCityStores(signal: AbortSignal, cityName: string): Promise<JobStore[] | Empty> {
  const [{ fetchCityStores }, api] = await lazyApi(import('./job-data'));
  return fetchCityStores(api, signal, cityName);
}

/** The stores of the city the visitor picks, loaded on each pick; a failure toasts 门店数据获取失败. */
export function useCityStores() {
  const { state, run, abort } = useAction('job stores', loadCityStores, t.jobs.storesFailed);
  const pick = (cityName: string | null) => {
    if (!cityName) return abort();
    void run(cityName).then((loaded) => {
      if (loaded?.status === 'failed') toastError(loaded.message, { id: loaded.message });
    });
  };
  return { stores: state, pick };
}
