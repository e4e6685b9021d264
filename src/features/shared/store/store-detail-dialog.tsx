import { useEffect, useId } from 'react';
import type { Store } from '../../../../schemas/api/store';
import { fetchStoreByCode } from '../../../api/store';
import { apiClient } from '../../../config/client';
import { t } from '../../../i18n/zh-CN';
import { useAction } from '../../../lib/use-action';
import type { NearestStore } from '../../../state/page';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { usePopupStore } from './popup-store';
import { StoreDetail } from './store-detail';
import styles from './store-detail.module.css';

type Fetched = { code: string; store: Store | null };

/** What the popup can show of a store known only by its summary (open, with the summary's phone). */
const summaryStore = (store: NearestStore): Store => ({
  storeName: store.name,
  description: '',
  imageUrls: store.image ? [store.image] : [],
  address: store.address,
  linkPhone: store.telValue,
  openStatus: true,
  businessTime: '',
  province: '',
  city: '',
  flagshipFlag: false,
});

/** The full detail of `code` while `open` (null while it loads); a failed lookup only warns. */
function useStoreByCode(open: boolean, code: string): Fetched | null {
  const { state, run, abort } = useAction(`store ${code}`, async (signal, storeCode: string): Promise<Fetched> => ({ code: storeCode, store: await fetchStoreByCode(apiClient, storeCode, signal) }));
  useEffect(() => {
    if (open && code) void run(code);
    else abort();
  }, [open, code, run, abort]);
  if (state.status === 'ok') return state.data.code === code ? state.data : null;
  return state.status === 'failed' ? { code, store: null } : null;
}

/**
 * The store detail popup: the nearest store (else the site settings' store), looked up in full by its code each time
 * the popup opens; a store without a code, or a failed lookup, shows what its summary has.
 */
export function StoreDetailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { store, code } = usePopupStore();
  const fetched = useStoreByCode(open, code);
  const full = fetched?.store;
  return (
    <Modal open={open} onClose={onClose} label={t.frame.storeDetail} className={styles.panel} closeDelay={200}>
      {code && !fetched && <Loading />}
      {full && <StoreDetail store={full} titleId={titleId} />}
      {store && (!code || (fetched && !full)) && <StoreDetail store={summaryStore(store)} titleId={titleId} phoneLabel={store.telLabel} />}
    </Modal>
  );
}
