import type { Store } from '../../../schemas/api/store';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import type { CardHeading } from '../../ui/product-card';
import { PhoneNumber } from '../../ui/phone-number';
import { openingDayText } from '../shared/store/store-detail';
import { distanceText } from './distance';
import styles from './store-finder.module.css';

/**
 * One store in a list: photo, name (「即将盛大开幕」 before opening), address, hours, the phone when open or the
 * opening day when not, and the distance when known. The name's button, stretched over the card, opens the popup.
 */
export function StoreCard({ store, onOpen, priority = false, heading: Name = 'h3' }: { store: Store; onOpen: (store: Store) => void; priority?: boolean; heading?: CardHeading }) {
  const open = store.openStatus;
  const openingDay = open ? '' : openingDayText(store.openingTime);
  const distance = distanceText(store.distance);
  const photo = store.imageUrls[0];
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        {photo && <CmsImage src={photo} alt="" width={720} height={480} sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 33vw" priority={priority} />}
        {store.flagshipFlag && <span className={styles.flag}>{t.storeFinder.flagship}</span>}
      </div>
      <div className={styles.cardBody}>
        <Name className={styles.cardName}>
          <button type="button" className={styles.cardOpen} onClick={() => onOpen(store)} aria-haspopup="dialog">
            {store.storeName}
          </button>
        </Name>
        {!open && <p className={styles.soon}>「{t.store.openingSoon}」</p>}
        <dl className={styles.cardFacts}>
          {store.address && <div><dt>{t.store.address}</dt><dd>{store.address}</dd></div>}
          {store.businessTime && <div><dt>{t.store.hours}</dt><dd>{store.businessTime}</dd></div>}
          {open && store.linkPhone && <div><dt>{t.store.phone}</dt><dd><PhoneNumber className={styles.cardPhone} value={store.linkPhone} /></dd></div>}
          {openingDay && <div><dt>{t.store.openingDate}</dt><dd>{openingDay}</dd></div>}
        </dl>
        {distance && <p className={styles.distance}>{t.storeFinder.distance(distance)}</p>}
      </div>
    </article>
  );
}
