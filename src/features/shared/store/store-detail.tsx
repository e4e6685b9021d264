import type { Store } from '../../../../schemas/api/store';
import { t } from '../../../i18n/zh-CN';
import { formatDate } from '../../../lib/format';
import { Carousel } from '../../../ui/carousel';
import { CmsImage } from '../../../ui/cms-image';
import { PhoneNumber } from '../../../ui/phone-number';
import styles from './store-detail.module.css';

/** 'YYYY 年 MM 月 DD 日 正式开业' for a store not yet open; '' when its opening date is missing or invalid. */
export function openingDayText(openingTime: Store['openingTime']): string {
  if (openingTime == null) return '';
  const date = formatDate(openingTime, t.store.openingDatePattern);
  return date ? t.store.openingDay(date) : '';
}

/** Name (with 「即将盛大开幕」 before opening), description, photos, address, phone or opening day, hours, type, services. */
export function StoreDetail({ store, titleId, phoneLabel }: { store: Store; titleId: string; phoneLabel?: string }) {
  const open = store.openStatus;
  const openingDay = open ? '' : openingDayText(store.openingTime);
  const slides = store.imageUrls.map((src, index) => (
    <CmsImage key={src} className={styles.photo} src={src} alt={`${store.storeName} ${index + 1}`} width={1200} height={800} sizes="(max-width: 767px) 100vw, 50vw" />
  ));
  return (
    <article className={styles.store}>
      {slides.length > 1 && <Carousel label={t.store.photos} slides={slides} loop controls="overlay" className={styles.media} />}
      {slides.length === 1 && <div className={styles.media}>{slides}</div>}
      <div className={styles.info}>
        <h2 id={titleId} className={styles.name}>
          {store.storeName}
          {!open && <span className={styles.soon}>「{t.store.openingSoon}」</span>}
        </h2>
        {store.description && <p className={styles.description}>{store.description}</p>}
        <dl className={styles.facts}>
          {store.address && (
            <div><dt>{t.store.address}</dt><dd>{store.address}</dd></div>
          )}
          {open && store.linkPhone && (
            <div><dt>{phoneLabel || t.store.phone}</dt><dd><PhoneNumber value={store.linkPhone} /></dd></div>
          )}
          {openingDay && (
            <div><dt>{t.store.openingDate}</dt><dd>{openingDay}</dd></div>
          )}
          {store.businessTime && (
            <div><dt>{t.store.hours}</dt><dd>{store.businessTime}</dd></div>
          )}
          <div><dt>{t.store.type}</dt><dd>{t.store.typeValue}</dd></div>
          <div>
            <dt>{t.store.services}</dt>
            <dd>
              <ul className={styles.services}>
                {t.store.serviceList.map((service) => <li key={service}>{service}</li>)}
              </ul>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
