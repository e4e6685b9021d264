import { useSetAtom } from 'jotai';
import { lazy, memo, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CONTACT_PARAM } from '../../engine/paths';
import type { NavItem } from '../../api/navigation';
import { t } from '../../i18n/zh-CN';
import { openSubmenuAtom } from '../../state/menu';
import { useAppRunning } from '../../ui/use-app-running';
import { MailIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { MobileMenuFallback } from './mobile-menu-fallback';
import styles from './mobile.module.css';

/** Fetches the panel's code ahead of its first opening (the header does on a pointer, a finger or the focus). */
export const preloadMobilePanel = () => import('./mobile-panel');
const MobilePanel = lazy(() => preloadMobilePanel().then((m) => ({ default: m.MobilePanel })));

/** What the mobile header can open besides its panel. */
interface MobileHeaderProps {
  items: NavItem[] | null;
  /** The page's address with the contact dialog open. */
  contactHref: string;
  /** The page's address with the store popup open; none for a store without a code. */
  storeHref?: string;
}

/**
 * The mobile header: menu icon (opens the panel; before the app runs, the HTML's own popover of the navigation), logo,
 * mail icon (a link to the page's address with the contact dialog open). Memoised, as the desktop header is.
 */
export const MobileHeader = memo(function MobileHeader({ items, contactHref, storeHref }: MobileHeaderProps) {
  const fallbackId = useId();
  // The HTML's popover is the server's markup alone: gone once the app has taken over (or rendered the page itself).
  const serverMarkup = !useAppRunning();
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it can play its closing transition.
  const [opened, setOpened] = useState(false);
  // Words typed in the HTML's menu before the app took over, for the panel's search box.
  const [searchText, setSearchText] = useState('');
  const setOpenKey = useSetAtom(openSubmenuAtom);
  const close = () => {
    setOpen(false);
    setOpenKey(null);
  };
  // A navigation from inside the panel closes it (the site header clears the submenu).
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
  // Opened before the app ran: the panel takes over from the HTML's popover when the app attaches to it, at the
  // level the visitor had open.
  const takeOver = (fallback: HTMLElement | null) => {
    if (!fallback?.matches(':popover-open')) return;
    setSearchText(fallback.querySelector<HTMLInputElement>('input[name="keyword"]')?.value ?? '');
    setOpenKey(fallback.querySelector<HTMLElement>('details[open]')?.dataset.navKey ?? null);
    fallback.hidePopover();
    openPanel();
  };
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t.frame.openMenu}
        aria-haspopup="dialog"
        aria-expanded={serverMarkup ? undefined : open}
        popoverTarget={serverMarkup ? fallbackId : undefined}
        onClick={(event) => {
          // The app's panel, not the HTML's popover.
          event.preventDefault();
          openPanel();
        }}
      >
        <MenuIcon />
      </button>
      <Logo className={styles.logo} />
      <Link to={contactHref} className={styles.iconButton} aria-label={t.frame.contactUs} aria-haspopup="dialog" data-opens={CONTACT_PARAM} preventScrollReset>
        <MailIcon />
      </Link>
      {serverMarkup && <MobileMenuFallback ref={takeOver} id={fallbackId} items={items} contactHref={contactHref} storeHref={storeHref} />}
      <Suspense>
        {opened && <MobilePanel open={open} items={items} onClose={close} contactHref={contactHref} searchText={searchText} {...(storeHref ? { storeHref } : {})} />}
      </Suspense>
    </div>
  );
});
