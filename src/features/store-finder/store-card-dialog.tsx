import { useEffect, useId } from 'react';
import { lazyApi } from '../../config/lazy-api';
import { useAction } from '../../ui/use-action';
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
  // The lookup's code comes with the first dialog opened: the store pages hydrate without the client and zod.
  const { state, run, abort } = useAction(`store finder: store ${code} lookup`, async (signal, storeCode: string) => {
    const [{ fetchStoreByCode }, client] = await lazyApi(import('../../api/store'));
    return fetchStoreByCode(client, storeCode, signal);
  });
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
