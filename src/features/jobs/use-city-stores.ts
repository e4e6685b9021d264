import { useRef, useState } from 'react';
import { toastError } from '../../ui/toast';
import type { JobStore } from '../../../schemas/api/recruit';
import { loadJobStores } from './job-data';

/** Where the store list of the chosen city is. */
export type CityStores =
  | { status: 'idle' | 'loading' | 'empty' }
  | { status: 'ok'; stores: JobStore[] }
  | { status: 'failed'; message: string };

/** The stores of the city the visitor picks, loaded on each pick; a failure toasts 门店数据获取失败. */
export function useCityStores() {
  const [state, setState] = useState<CityStores>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const pick = (cityName: string | null) => {
    controller.current?.abort();
    if (!cityName) {
      setState({ status: 'idle' });
      return;
    }
    const current = (controller.current = new AbortController());
    setState({ status: 'loading' });
    void loadJobStores(cityName, current.signal).then((loaded) => {
      if (current.signal.aborted) return;
      if (loaded.status === 'ok') setState({ status: 'ok', stores: loaded.data });
      else if (loaded.status === 'empty') setState({ status: 'empty' });
      else {
        setState({ status: 'failed', message: loaded.message });
        toastError(loaded.message, { id: loaded.message });
      }
    });
  };
  return { stores: state, pick };
}
