import { t } from '../../i18n/zh-CN';
import { useAction } from '../../lib/use-action';
import { toastError } from '../../ui/toast';
import { fetchCityStores } from './job-data';

/** The stores of the city the visitor picks, loaded on each pick; a failure toasts 门店数据获取失败. */
export function useCityStores() {
  const { state, run, abort } = useAction('job stores', fetchCityStores, t.jobs.storesFailed);
  const pick = (cityName: string | null) => {
    if (!cityName) return abort();
    void run(cityName).then((loaded) => {
      if (loaded?.status === 'failed') toastError(loaded.message, { id: loaded.message });
    });
  };
  return { stores: state, pick };
}
