import { useAtom, useAtomValue } from 'jotai';
import { memo, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import type { NavItem } from '../../api/navigation';
import { resolveLink, type LinkContext } from '../../engine/links';
import { t } from '../../i18n/zh-CN';
import { paths, STORE_PARAM } from '../../engine/paths';
import { openSubmenuAtom } from '../../state/menu';
import { outsideAtom } from '../../state/page';
import { EagerPictures } from '../../ui/cms-image';
import { CmsLink, useLinkContext } from '../../ui/cms-link';
import { ChevronIcon, PinIcon } from './icons';
import { Logo } from './logo';
import { hasSubmenu } from '../shared/frame/frame-data';
import { Submenu } from './submenu';
import { useAppRunning } from '../../ui/use-app-running';
import { whenIdle } from '../../ui/when-idle';
import styles from './desktop-header.module.css';
import { SearchBox } from './search-box';

/** Whether a nav item's jump target leads anywhere. */
const jumps = (item: NavItem, links: LinkContext) => resolveLink(item.navJump, links).kind !== 'none';

/**
 * Arrow keys walk a nav item: from its name down through the links and buttons of its open submenu (the ones
 * shown), and back up to the name.
 */
function moveFocus(entry: HTMLElement | null, step: 1 | -1) {
  if (!entry) return;
  const stops = [...entry.querySelectorAll<HTMLElement>(`.${styles.trigger}, .${styles.mega} a[href], .${styles.mega} button:not(:disabled)`)]
    .filter((element) => !element.closest('[hidden]'));
  // From the submenu toggle beside the name, as from the name.
  const at = Math.max(stops.indexOf(document.activeElement as HTMLElement), 0);
  stops[Math.min(Math.max(at + step, 0), stops.length - 1)]?.focus();
}

/** The top row's controls (each item's name and its submenu toggle), in order: the arrow keys' stops along the bar. */
const topStops = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>(`.${styles.triggerRow} > *`)];

/**
 * Left and right (Home, End) walk the top row from one item's name or toggle to the next, and the row keeps one Tab
 * stop, the one last focused: Tab goes past the bar, not through every item (their submenus open on a key, never on focus).
 */
function walkTopRow(event: KeyboardEvent<HTMLUListElement>) {
  const stops = topStops(event.currentTarget);
  const at = stops.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: stops.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  stops[Math.min(Math.max(to, 0), stops.length - 1)]?.focus();
}

interface EntryProps {
  item: NavItem;
  open: boolean;
  setOpen: (key: string | null) => void;
  /** The tab index of a top-row control: the row's one Tab stop is the control last focused (none before the app runs). */
  tabIndexOf: (stop: string) => 0 | -1 | undefined;
  onStopFocus: (stop: string) => void;
}

/**
 * One nav item: its name jumps when it has a target; hover, or Enter, Space or ArrowDown on it or its toggle, opens
 * the submenu (focus alone never does), which sits right after it in the tab order; Escape closes it and returns focus
 * to the name.
 */
function NavEntry({ item, open, setOpen, tabIndexOf, onStopFocus }: EntryProps) {
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const sub = hasSubmenu(item);
  const links = useLinkContext();
  const show = () => setOpen(sub ? item.navKey : null);
  // A pointer click lands after hover has opened the submenu: it keeps it open rather than toggling it shut.
  // Keyboard activation (detail 0) toggles.
  const toggle = (event: MouseEvent) => setOpen(open && event.detail === 0 ? null : item.navKey);
  const onBlur = (event: FocusEvent) => {
    if (open && !ref.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (sub && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      // Render the panel now, so its links can take focus in this same key press.
      if (!open) flushSync(() => setOpen(item.navKey));
      moveFocus(ref.current, event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    // Space on the name that is a link (Enter follows it), as on a button.
    if (sub && event.key === ' ' && event.target instanceof HTMLAnchorElement && event.target.matches(`.${styles.trigger}`)) {
      event.preventDefault();
      setOpen(open ? null : item.navKey);
      return;
    }
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(null);
    ref.current?.querySelector<HTMLElement>(`.${styles.trigger}`)?.focus();
  };
  const toggleStop = `${item.navKey} toggle`;
  const onRowFocus = (event: FocusEvent) => onStopFocus(event.target.matches(`.${styles.toggle}`) ? toggleStop : item.navKey);
  const expand = sub ? { 'aria-expanded': open, 'aria-controls': panelId } : {};
  return (
    <li ref={ref} className={styles.entry} data-open={open || undefined} onMouseEnter={show} onMouseLeave={() => open && setOpen(null)} onBlur={onBlur} onKeyDown={onKeyDown}>
      <span className={styles.triggerRow} onFocus={onRowFocus}>
        {jumps(item, links) ? (
          <CmsLink link={item.navJump} className={styles.trigger} tabIndex={tabIndexOf(item.navKey)}>
            <span className={styles.label}>{item.navName}</span>
          </CmsLink>
        ) : (
          <button type="button" className={styles.trigger} {...expand} tabIndex={tabIndexOf(item.navKey)} onClick={toggle}>
            <span className={styles.label}>{item.navName}</span>
          </button>
        )}
        {sub && jumps(item, links) && (
          <button type="button" className={styles.toggle} aria-label={t.frame.submenuOf(item.navName)} {...expand} tabIndex={tabIndexOf(toggleStop)} onClick={toggle}>
            <ChevronIcon size={14} />
          </button>
        )}
      </span>
      {sub && (
        <div id={panelId} className={styles.mega} hidden={!open}>
          <div className={styles.megaInner}>
            <Submenu item={item} layout="mega" />
          </div>
        </div>
      )}
    </li>
  );
}

/** Where the mega menu is the header's (the desktop layout, a pointer that hovers). */
const MEGA_MENU_SCREEN = '(min-width: 1024px) and (hover: hover)';

/**
 * Whether the mega menus' pictures may load while their panels are hidden: once the page is idle, on a screen that
 * shows the mega menu, so a first hover finds them there; a phone never fetches them.
 */
function useWarmPanels(): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.(MEGA_MENU_SCREEN).matches) return whenIdle(() => setWarm(true));
  }, []);
  return warm;
}

/**
 * The desktop header: logo, nav items with their mega menus, the store popup's link (`?store=CODE`) and the contact-us
 * link. Memoised: the site header re-renders as the frame's state settles after hydration, passing the same props.
 */
export const DesktopHeader = memo(function DesktopHeader({ items, storeHref }: { items: NavItem[] | null; storeHref?: string }) {
  const [openKey, setOpenKey] = useAtom(openSubmenuAtom);
  const outside = useAtomValue(outsideAtom);
  useEffect(() => {
    if (outside) setOpenKey(null);
  }, [outside, setOpenKey]);
  const anyOpen = items?.some((item) => item.navKey === openKey && hasSubmenu(item)) ?? false;
  const warm = useWarmPanels();
  // Before the app runs every control of the row is a Tab stop of its own: the HTML's links, with no key to walk them.
  const running = useAppRunning();
  const [focusedStop, setFocusedStop] = useState<string>();
  // The first item's name until a control of the row has had focus (or when the items changed under it).
  const rowStop = items?.some((item) => focusedStop === item.navKey || focusedStop === `${item.navKey} toggle`) ? focusedStop : items?.[0]?.navKey;
  const tabIndexOf = (stop: string) => (running ? (stop === rowStop ? 0 : -1) : undefined);
  return (
    <div className={styles.bar}>
      <Logo className={styles.logo} />
      <nav className={styles.nav} aria-label={t.frame.mainNav}>
        <ul className={styles.menu} onKeyDown={walkTopRow}>
          <EagerPictures value={warm}>
            {items?.map((item) => (
              <NavEntry key={item.navKey} item={item} open={openKey === item.navKey} setOpen={setOpenKey} tabIndexOf={tabIndexOf} onStopFocus={setFocusedStop} />
            ))}
          </EagerPictures>
        </ul>
      </nav>
      <div className={styles.actions}>
        <SearchBox variant="header" />
        {storeHref && (
          <Link to={storeHref} className={styles.action} aria-haspopup="dialog" data-opens={STORE_PARAM} preventScrollReset>
            <PinIcon size={18} />
            <span>{t.frame.stores}</span>
          </Link>
        )}
        <Link to={paths.contactUs()} className={styles.action}>{t.frame.contactUs}</Link>
      </div>
      {anyOpen && <div className={styles.scrim} aria-hidden="true" onMouseEnter={() => setOpenKey(null)} />}
    </div>
  );
});
