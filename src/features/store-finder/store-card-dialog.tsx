import { useEffect, useId } from 'react';
import { fetchStoreByCode } from '../../api/store';
import { apiClient } from '../../config/client';
import { useAction } from '../../lib/use-action';
import type { Store } from '../../../schemas/api/store';
import { Modal } from '../../ui/modal';
import { StoreDetail } from '../shared/store/store-detail';
import popup from '../shared/store/store-detail.module.css';

/**
 * The store detail popup of a store card: shows the card's store at once and the store by code once it answers
 * (a failed lookup only warns, the card's data stays). Closed when `store` is null.
 */
export function StoreCardDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const titleId = useId();
  const code = store?.storeCode ?? '';
  const { state, run, abort } = useAction(`store finder: store ${code} lookup`, (signal, storeCode: string) => fetchStoreByCode(apiClient, storeCode, signal));
  useEffect(() => {
    if (code) void run(code);
    else abort();
  }, [code, run, abort]);
  const fresh = state.status === 'ok' ? state.data : null;
  const shown = fresh && fresh.storeCode === code ? { ...fresh, distance: store?.distance } : store;
  return (
    <Modal open={store !== null} onClose={onClose} labelledBy={titleId} className={popup.panel}>
      {shown && <StoreDetail store={shown} titleId={titleId} />}
    </Modal>
  );
}
