import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { openSubmenuAtom } from '../../state/menu';
import { CmsLink } from '../../ui/cms-link';
import { Modal } from '../../ui/modal';
import { ChevronIcon, CloseIcon, MailIcon, PinIcon } from './icons';
import { SearchBox } from './search-box';
import { Logo } from './logo';
import { hasSubmenu } from '../shared/frame/frame-data';
import { Submenu } from './submenu';
import styles from './mobile.module.css';

interface PanelProps {
  open: boolean;
  items: NavItem[] | null;
  /** Closes the panel; the owner clears the submenu with it (the search box goes with the closed panel, its text too). */
  onClose: () => void;
  /** The page's address with the contact dialog open (following it closes the panel: a navigation). */
  contactHref: string;
  storeHref?: string;
  /** Words the visitor typed in the HTML's menu before the app took over: the panel's search box starts with them. */
  searchText?: string;
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
export function MobilePanel({ open, items, onClose, contactHref, storeHref, searchText }: PanelProps) {
  const [openKey, setOpenKey] = useAtom(openSubmenuAtom);
  const [levelKey, setLevelKey] = useState(0);
  const body = useRef<HTMLElement>(null);
  const current = items?.find((item) => item.navKey === openKey && hasSubmenu(item));
  // The control pressed goes with its level: focus moves to the new level's title, or, back on the first, to the item left.
  const go = (key: string | null) => {
    const left = openKey;
    flushSync(() => {
      setOpenKey(key);
      setLevelKey((n) => n + 1);
    });
    const rows = [...(body.current?.querySelectorAll<HTMLElement>(key ? `.${styles.levelTitle}` : '[data-nav-key]') ?? [])];
    // A key is the CMS's text: compared as it is, never written into a selector.
    (key ? rows[0] : rows.find((row) => row.dataset.navKey === left))?.focus();
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
      {/* Escape in the box closes the panel, unless the box's suggestions are open (the box closes those). */}
      <div
        className={styles.search}
        onKeyDownCapture={(event) => {
          if (event.key !== 'Escape' || (event.target as HTMLElement).getAttribute('aria-expanded') === 'true') return;
          event.preventDefault();
          onClose();
        }}
      >
        <SearchBox variant="panel" onSearched={onClose} initialText={searchText} />
      </div>
      <nav ref={body} className={styles.body} aria-label={t.frame.mainNav} key={levelKey}>
        {current ? (
          <SecondLevel item={current} onBack={() => go(null)} />
        ) : (
          <ul className={styles.list}>
            {items?.map((item) => (
              <li key={item.navKey}>
                {hasSubmenu(item) ? (
                  <button type="button" className={styles.row} aria-haspopup="true" data-nav-key={item.navKey} onClick={() => go(item.navKey)}>
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
        {storeHref && (
          <Link to={storeHref} className={styles.footAction} aria-haspopup="dialog" preventScrollReset>
            <PinIcon size={18} />
            <span>{t.frame.stores}</span>
          </Link>
        )}
        <Link to={contactHref} className={styles.footAction} aria-haspopup="dialog" preventScrollReset>
          <MailIcon />
          <span>{t.frame.contactUs}</span>
        </Link>
      </div>
    </Modal>
  );
}
