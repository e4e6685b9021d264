import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { openSubmenuAtom } from '../../state/menu';
import { CmsLink } from '../../ui/cms-link';
import { Modal } from '../../ui/modal';
import { contactLabel } from './desktop-header';
import { ChevronIcon, CloseIcon, MailIcon, PinIcon, SearchIcon } from './icons';
import { Logo } from './logo';
import { hasSubmenu } from './nav-data';
import { Submenu } from './submenu';
import styles from './mobile.module.css';

/** Path of the search results page and its keyword parameter. */
export const searchPath = (keyword: string) => `/search-results-page?keyword=${encodeURIComponent(keyword)}`;

interface PanelProps {
  open: boolean;
  items: NavItem[] | null;
  /** Closes the panel; the owner clears the submenu and the search text with it. */
  onClose: () => void;
  search: string;
  onSearch: (text: string) => void;
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
export function MobilePanel({ open, items, onClose, search, onSearch, onOpenContact, onOpenStore }: PanelProps) {
  const navigate = useNavigate();
  const [openKey, setOpenKey] = useAtom(openSubmenuAtom);
  const [levelKey, setLevelKey] = useState(0);
  const current = items?.find((item) => item.navKey === openKey && hasSubmenu(item));
  const go = (key: string | null) => {
    setOpenKey(key);
    setLevelKey((n) => n + 1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = search.trim();
    if (!keyword) return;
    onClose();
    void navigate(searchPath(keyword));
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
      <form role="search" className={styles.search} onSubmit={submit}>
        <SearchIcon />
        <input
          type="search"
          className={styles.searchInput}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t.frame.searchPlaceholder}
          aria-label={t.frame.searchPlaceholder}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchSubmit}>{t.frame.search}</button>
      </form>
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
