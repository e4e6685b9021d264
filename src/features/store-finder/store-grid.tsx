import { useState } from 'react';
import type { Store } from '../../../schemas/api/store';
import { StoreCard } from './store-card';
import { StoreCardDialog } from './store-card-dialog';
import styles from './store-finder.module.css';

/** Store cards in a grid; a card opens the store detail popup. */
export function StoreGrid({ stores, label }: { stores: Store[]; label: string }) {
  const [opened, setOpened] = useState<Store | null>(null);
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {stores.map((store, i) => (
          <li key={store.storeCode ?? store.storeName}>
            {/* The first photo is the largest paint of the list's first screen: eager and high priority. */}
            <StoreCard store={store} onOpen={setOpened} priority={i === 0} />
          </li>
        ))}
      </ul>
      <StoreCardDialog store={opened} onClose={() => setOpened(null)} />
    </>
  );
}
