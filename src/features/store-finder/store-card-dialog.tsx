import { useEffect, useId, useState } from 'react';
import type { Store } from '../../../schemas/api/store';
import { fetchStoreByCode } from '../../api/store';
import { apiClient } from '../../config/client';
import { Modal } from '../../ui/modal';
import { StoreDetail } from '../store/store-detail';
import popup from '../store/store-detail.module.css';

/**
 * The store detail popup of a store card: shows the card's store at once and the store by code once it answers
 * (a failed lookup only warns, the card's data stays). Closed when `store` is null.
 */
export function StoreCardDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const titleId = useId();
  const [fresh, setFresh] = useState<Store | null>(null);
  const code = store?.storeCode ?? '';
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    fetchStoreByCode(apiClient, code, controller.signal)
      .then((found) => {
        if (!controller.signal.aborted && found) setFresh(found);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[store finder] store ${code} lookup failed: ${(error as Error).message}`);
      });
    return () => controller.abort();
  }, [code]);
  const shown = fresh && fresh.storeCode === code ? { ...fresh, distance: store?.distance } : store;
  return (
    <Modal open={store !== null} onClose={onClose} labelledBy={titleId} className={popup.panel}>
      {shown && <StoreDetail store={shown} titleId={titleId} />}
    </Modal>
  );
}
