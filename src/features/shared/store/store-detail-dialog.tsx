import { useEffect, useId, useState } from 'react';
import type { Store } from '../../../../schemas/api/store';
import { fetchStoreByCode } from '../../../api/store';
import { apiClient } from '../../../config/client';
import { t } from '../../../i18n/zh-CN';
import { useAction } from '../../../ui/use-action';
import type { NearestStore } from '../../../state/page';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { useArrival } from '../../../ui/use-dialog-param';
import { STORE_PARAM } from '../../../engine/paths';
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
 * The store detail popup of `?store=CODE`: the store looked up in full by its code each time the popup opens, or as the
 * server loaded it when the page arrived with it open; a failed lookup of the popup's own store (the nearest, else the
 * site settings') shows what its summary has.
 */
export function StoreDetailDialog({ code, onClose, closeHref, arrived }: { code: string; onClose: () => void; closeHref: string; arrived?: Fetched | null }) {
  const titleId = useId();
  const { store: summary, code: summaryCode } = usePopupStore();
  const open = code !== '';
  // The last code shown stays through the closing transition.
  const [shownCode, setShownCode] = useState(code);
  if (open && code !== shownCode) setShownCode(code);
  const arrival = useArrival(open, arrived?.code === code ? arrived : null);
  const looked = useStoreByCode(open && !arrival, code);
  const fetched = arrival ?? looked;
  const full = fetched?.code === shownCode ? fetched.store : null;
  return (
    <Modal open={open} onClose={onClose} label={t.frame.storeDetail} className={styles.panel} closeDelay={200} closeHref={closeHref} openedBy={STORE_PARAM}>
      {!fetched && <Loading />}
      {full && <StoreDetail store={full} titleId={titleId} />}
      {fetched && !full && summary && summaryCode === shownCode && <StoreDetail store={summaryStore(summary)} titleId={titleId} phoneLabel={summary.telLabel} />}
    </Modal>
  );
}
