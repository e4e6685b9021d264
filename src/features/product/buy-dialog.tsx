import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/zh-CN';
import { BUY_PARAM, paths } from '../../engine/paths';
import { nearestStoreAtom } from '../../state/page';
import { CmsImage } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { Modal } from '../../ui/modal';
import { PhoneNumber } from '../../ui/phone-number';
import { PopoverButton } from '../../ui/popover-button';
import { useMiniProgramOpener } from '../shared/activity/use-mini-program-opener';
import { usePhone } from '../shared/activity/use-phone';
import { fallbackStore } from '../shared/store/fallback-store';
import { useSiteSettings } from '../shared/frame/frame-data';
import { CustomerHelp } from './customer-help';
import type { BoutiquePhone } from './product-loader';
import styles from './product-page.module.css';

/** A marketplace store, opened in a new tab (an external link through resolveLink), or nothing when the settings name none. */
function OnlineStore({ name, href }: { name: string; href: string }) {
  if (!name || !href) return null;
  return (
    <li>
      <CmsLink className={styles.channel} link={{ linkType: 1, val: href }}>
        {name}
        <span className="visually-hidden">{t.catalogue.newWindow}</span>
      </CmsLink>
    </li>
  );
}

/**
 * The messaging-app store: its name is a button that pops up the store's QR image; on a phone it opens the store's
 * mini-program instead, and the QR shows only when that fails.
 */
function WxStore({ name, image }: { name: string; image: string }) {
  const phone = usePhone();
  const { openMiniProgram } = useMiniProgramOpener();
  if (!name) return null;
  return (
    <li>
      <PopoverButton className={styles.channel} label={name} {...(phone ? { openFirst: openMiniProgram } : {})}>
        {image && <CmsImage className={styles.wxQrImage} src={image} alt={t.catalogue.wxStoreQr(name)} width={120} height={120} sizes="120px" />}
        <span className={styles.wxQrCaption} aria-hidden="true">{name}</span>
      </PopoverButton>
    </li>
  );
}

/**
 * Where to buy: the nearest boutique (falling back to the site settings' store, with the phone the page's loader looked
 * up for it) with a link to /find-us, the online channels, and the customer help block with every line.
 */
export function BuyDialog({ open, onClose, closeHref, boutiquePhone }: { open: boolean; onClose: () => void; closeHref: string; boutiquePhone: BoutiquePhone | null }) {
  const titleId = useId();
  const settings = useSiteSettings();
  const store = useAtomValue(nearestStoreAtom) ?? fallbackStore(settings);
  const phone = store?.telValue || (boutiquePhone && boutiquePhone.code === store?.code ? boutiquePhone.phone : '');
  const c = t.catalogue;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className={styles.buy} closeDelay={200} closeHref={closeHref} openedBy={BUY_PARAM}>
      <h2 id={titleId} className={styles.buyTitle}>{c.buyTitle}</h2>
      <section className={styles.buySection} aria-label={c.offline}>
        <h3 className={styles.sectionTitle}>{c.offline}</h3>
        {store && (
          <div className={styles.store}>
            <p className={styles.storeName}>{store.name}</p>
            {store.address && <p>{store.address}</p>}
            {phone && (
              <p>
                {`${store.telLabel || t.store.phone}：`}
                <PhoneNumber value={phone} />
              </p>
            )}
          </div>
        )}
        <Link to={paths.findUs()} className={styles.textButton}>{c.findStore}</Link>
      </section>
      <section className={styles.buySection} aria-label={c.online}>
        <h3 className={styles.sectionTitle}>{c.online}</h3>
        <ul className={styles.channels}>
          <OnlineStore name={settings?.storeName4TM ?? ''} href={settings?.storeLink4TM ?? ''} />
          <OnlineStore name={settings?.storeName4JD ?? ''} href={settings?.storeLink4JD ?? ''} />
          <WxStore name={settings?.name4WXStore ?? ''} image={settings?.image4WXStore ?? ''} />
        </ul>
      </section>
      <CustomerHelp settings={settings} variant="buy" />
    </Modal>
  );
}
