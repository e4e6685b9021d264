import { useSetAtom } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { contactLabel } from './contact-label';
import { openSubmenuAtom } from '../../state/menu';
import { MailIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import styles from './mobile.module.css';

/** Fetches the panel's code ahead of its first opening (the header does on a pointer, a finger or the focus). */
export const preloadMobilePanel = () => import('./mobile-panel');
const MobilePanel = lazy(() => preloadMobilePanel().then((m) => ({ default: m.MobilePanel })));

/** What the mobile header can open besides its panel. */
interface MobileHeaderProps {
  items: NavItem[] | null;
  onOpenContact: () => void;
  onOpenStore?: () => void;
}

/** The mobile header: menu icon (opens the panel), logo, mail icon (opens the contact dialog). */
export function MobileHeader({ items, onOpenContact, onOpenStore }: MobileHeaderProps) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it can play its closing transition.
  const [opened, setOpened] = useState(false);
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
  const openPanel = () => {
    setOpened(true);
    setOpen(true);
  };
  const handOver = (openOther: () => void) => () => {
    close();
    openOther();
  };
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.iconButton} aria-label={t.frame.openMenu} aria-haspopup="dialog" aria-expanded={open} onClick={openPanel}>
        <MenuIcon />
      </button>
      <Logo className={styles.logo} />
      <button type="button" className={styles.iconButton} aria-label={contactLabel()} aria-haspopup="dialog" onClick={onOpenContact}>
        <MailIcon />
      </button>
      <Suspense>
        {opened && (
          <MobilePanel
            open={open}
            items={items}
            onClose={close}
            onOpenContact={handOver(onOpenContact)}
            {...(onOpenStore ? { onOpenStore: handOver(onOpenStore) } : {})}
          />
        )}
      </Suspense>
    </div>
  );
}
