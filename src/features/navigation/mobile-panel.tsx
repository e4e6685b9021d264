import { useAtom } from 'jotai';
import { useState } from 'react';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { openSubmenuAtom } from '../../state/menu';
import { CmsLink } from '../../ui/cms-link';
import { Modal } from '../../ui/modal';
import { contactLabel } from './contact-label';
import { ChevronIcon, CloseIcon, MailIcon, PinIcon } from './icons';
import { SearchBox } from './search-box';
import { Logo } from './logo';
import { hasSubmenu } from '../shared/frame/header-nav';
import { Submenu } from './submenu';
import styles from './mobile.module.css';

interface PanelProps {
  open: boolean;
  items: NavItem[] | null;
  /** Closes the panel; the owner clears the submenu with it (the search box goes with the closed panel, its text too). */
  onClose: () => void;
  onOpenContact: () => void;
  onOpenStore?: () => void;
}

/** Second level: the back control (返回), the item's name that itself jumps, then its submenu. */
function SecondLevel({ item, onBack }: { item: NavItem; onBack: () => void }) {
  return (
    <div className={styles.level}>
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronIcon direction="left" />
        <span>{t.frame.back}</span>
      </button>
      <CmsLink link={item.navJump} className={styles.levelTitle}>{item.navName}</CmsLink>
      <Submenu item={item} layout="panel" />
    </div>
  );
}

/** The mobile navigation: a full-height dialog with search, the nav items, their second level, contact and store. */
export function MobilePanel({ open, items, onClose, onOpenContact, onOpenStore }: PanelProps) {
  const [openKey, setOpenKey] = useAtom(openSubmenuAtom);
  const [levelKey, setLevelKey] = useState(0);
  const current = items?.find((item) => item.navKey === openKey && hasSubmenu(item));
  const go = (key: string | null) => {
    setOpenKey(key);
    setLevelKey((n) => n + 1);
  };
  return (
    <Modal open={open} onClose={onClose} label={t.frame.mobileNav} placement="sheet" closeButton={false} closeDelay={250} className={styles.panel}>
      <div className={styles.panelTop}>
        <button type="button" className={styles.iconButton} aria-label={t.frame.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
        <Logo className={styles.logo} onNavigate={onClose} />
        <span className={styles.iconSpacer} />
      </div>
      <div className={styles.search}>
        <SearchBox variant="panel" onSearched={onClose} />
      </div>
      <nav className={styles.body} aria-label={t.frame.mainNav} key={levelKey}>
        {current ? (
          <SecondLevel item={current} onBack={() => go(null)} />
        ) : (
          <ul className={styles.list}>
            {items?.map((item) => (
              <li key={item.navKey}>
                {hasSubmenu(item) ? (
                  <button type="button" className={styles.row} aria-haspopup="true" onClick={() => go(item.navKey)}>
                    <span>{item.navName}</span>
                    <ChevronIcon direction="right" />
                  </button>
                ) : (
                  <CmsLink link={item.navJump} className={styles.row}>{item.navName}</CmsLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
      <div className={styles.panelFoot}>
        {onOpenStore && (
          <button type="button" className={styles.footAction} aria-haspopup="dialog" onClick={onOpenStore}>
            <PinIcon size={18} />
            <span>{t.frame.stores}</span>
          </button>
        )}
        <button type="button" className={styles.footAction} aria-haspopup="dialog" onClick={onOpenContact}>
          <MailIcon />
          <span>{contactLabel()}</span>
        </button>
      </div>
    </Modal>
  );
}
