import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { contactLabel } from './desktop-header';
import { openSubmenuAtom } from '../../state/menu';
import { MailIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { MobilePanel } from './mobile-panel';
import styles from './mobile.module.css';

/** What the mobile header can open besides its panel. */
interface MobileHeaderProps {
  items: NavItem[] | null;
  onOpenContact: () => void;
  onOpenStore?: () => void;
}

/** The mobile header: menu icon (opens the panel), logo, mail icon (opens the contact dialog). */
export function MobileHeader({ items, onOpenContact, onOpenStore }: MobileHeaderProps) {
  const [open, setOpen] = useState(false);
  const setOpenKey = useSetAtom(openSubmenuAtom);
  const close = () => {
    setOpen(false);
    setOpenKey(null);
  };
  // A navigation from inside the panel closes it (CmsLink has already cleared the submenu).
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setOpen(false);
  }
  const handOver = (openOther: () => void) => () => {
    close();
    openOther();
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.iconButton} aria-label={t.frame.openMenu} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </button>
      <Logo className={styles.logo} />
      <button type="button" className={styles.iconButton} aria-label={contactLabel()} aria-haspopup="dialog" onClick={onOpenContact}>
        <MailIcon />
      </button>
      <MobilePanel
        open={open}
        items={items}
        onClose={close}
        onOpenContact={handOver(onOpenContact)}
        {...(onOpenStore ? { onOpenStore: handOver(onOpenStore) } : {})}
      />
    </div>
  );
}
