import { useEffect, useId, useState } from 'react';
import type { Store } from '../../../schemas/api/store';
import { fetchStoreByCode } from '../../api/store';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { StoreDetail } from './store-detail';
import styles from './store-detail.module.css';

type Fetched = { code: string; store: Store | null };

/** The store detail popup: loads the store by code each time it opens; a failed lookup only warns. */
export function StoreDetailDialog({ open, onClose, storeCode }: { open: boolean; onClose: () => void; storeCode: string }) {
  const titleId = useId();
  const [fetched, setFetched] = useState<Fetched | null>(null);
  useEffect(() => {
    if (!open || !storeCode) return;
    const controller = new AbortController();
    fetchStoreByCode(apiClient, storeCode, controller.signal)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn(`[store] ${storeCode} failed: ${(error as Error).message}`);
        return null;
      })
      .then((store) => {
        if (!controller.signal.aborted) setFetched({ code: storeCode, store });
      });
    return () => controller.abort();
  }, [open, storeCode]);
  const current = fetched?.code === storeCode ? fetched : null;
  return (
    <Modal open={open} onClose={onClose} label={t.frame.storeDetail} className={styles.panel} closeDelay={200}>
      {!current && <Loading />}
      {current?.store && <StoreDetail store={current.store} titleId={titleId} />}
      {current && !current.store && <p className={styles.failed} role="alert">{t.requestFailed}</p>}
    </Modal>
  );
}
