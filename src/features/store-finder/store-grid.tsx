import { useState } from 'react';
import type { Store } from '../../../schemas/api/store';
import type { CardHeading } from '../../ui/product-card';
import { StoreCard } from './store-card';
import { StoreCardDialog } from './store-card-dialog';
import styles from './store-finder.module.css';

/** Store cards in a grid, their names at `heading` level; a card opens the store detail popup. */
export function StoreGrid({ stores, label, heading }: { stores: Store[]; label: string; heading?: CardHeading }) {
  const [opened, setOpened] = useState<Store | null>(null);
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {stores.map((store, i) => (
          <li key={store.storeCode ?? store.storeName}>
            {/* The first photo is the largest paint of the list's first screen: eager and high priority. */}
            <StoreCard store={store} onOpen={setOpened} priority={i === 0} heading={heading} />
          </li>
        ))}
      </ul>
      <StoreCardDialog store={opened} onClose={() => setOpened(null)} />
    </>
  );
}
