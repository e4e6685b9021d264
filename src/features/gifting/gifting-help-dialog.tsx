import { useId } from 'react';
import { t } from '../../i18n/zh-CN';
import { Modal } from '../../ui/modal';
import { PhoneNumber } from '../../ui/phone-number';
import type { GiftingContact } from './gifting-dealers';
import styles from './gifting.module.css';

/** The help dialog of a tile button without a link: titled for the tile, the two phone numbers and the service hours. */
export function GiftingHelpDialog({ title, phones, onClose }: { title: string | null; phones: GiftingContact[]; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal open={title !== null} onClose={onClose} labelledBy={titleId} className={styles.help}>
      <h2 id={titleId} className={styles.helpTitle}>{title}</h2>
      <p className={styles.helpIntro}>{t.gifting.helpIntro}</p>
      <ul className={styles.helpPhones}>
        {phones.map((phone) => (
          <li key={phone.kind}>
            <span className={styles.helpLabel}>{phone.label}</span>
            <PhoneNumber className={styles.helpNumber} value={phone.value} />
          </li>
        ))}
      </ul>
      <p className={styles.helpHours}>{t.gifting.serviceHours}</p>
    </Modal>
  );
}
