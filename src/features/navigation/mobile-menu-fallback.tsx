import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { STORE_PARAM } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import { CmsLink } from '../../ui/cms-link';
import { hasSubmenu } from '../shared/frame/frame-data';
import { ChevronIcon, CloseIcon, MailIcon, PinIcon } from './icons';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { Submenu } from './submenu';
import styles from './mobile.module.css';

interface FallbackProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  items: NavItem[] | null;
  contactHref: string;
  storeHref?: string | undefined;
}

/**
 * The navigation as the server's HTML has it for the menu button's `popovertarget`: it opens before the app runs (or
 * without it) and looks as the app's panel does, each item a link and each second level a disclosure that, open, takes
 * the first level's place, its summary the 返回 back; once the app runs, the menu button opens the panel instead.
 */
export function MobileMenuFallback({ ref, id, items, contactHref, storeHref }: FallbackProps) {
  return (
    <div ref={ref} id={id} popover="auto" role="dialog" aria-label={t.frame.mobileNav} className={styles.fallback}>
      <div className={styles.panelTop}>
        <button type="button" className={styles.iconButton} aria-label={t.frame.closeMenu} popoverTarget={id} popoverTargetAction="hide">
          <CloseIcon />
        </button>
        <Logo className={styles.logo} />
        <span className={styles.iconSpacer} />
      </div>
      <div className={styles.search}>
        <SearchBox variant="panel" />
      </div>
      <nav className={styles.body} aria-label={t.frame.mainNav}>
        <ul className={styles.list}>
          {items?.map((item) => (
            <li key={item.navKey}>
              {hasSubmenu(item) ? (
                <details className={styles.fallbackLevel} data-nav-key={item.navKey}>
                  <summary>
                    <span className={styles.row}>
                      <span>{item.navName}</span>
                      <ChevronIcon direction="right" />
                    </span>
                    <span className={styles.back}>
                      <ChevronIcon direction="left" />
                      <span>{t.frame.back}</span>
                    </span>
                  </summary>
                  <div className={styles.level}>
                    <CmsLink link={item.navJump} className={styles.levelTitle}>{item.navName}</CmsLink>
                    <Submenu item={item} layout="panel" />
                  </div>
                </details>
              ) : (
                <CmsLink link={item.navJump} className={styles.row}>{item.navName}</CmsLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.panelFoot}>
        {storeHref && (
          <Link to={storeHref} className={styles.footAction} data-opens={STORE_PARAM} preventScrollReset>
            <PinIcon size={18} />
            <span>{t.frame.stores}</span>
          </Link>
        )}
        <Link to={contactHref} className={styles.footAction} preventScrollReset>
          <MailIcon />
          <span>{t.frame.contactUs}</span>
        </Link>
      </div>
    </div>
  );
}
