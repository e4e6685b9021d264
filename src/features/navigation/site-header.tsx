import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useFrameData } from '../shared/frame/frame-data';
import { usePopupStore } from '../shared/store/popup-store';
import { outsideAtom } from '../../state/page';
import { DesktopSlot } from './desktop-slot';
import { MobileHeader, preloadMobilePanel } from './mobile-header';
import styles from './site-header.module.css';

type HeaderDialog = 'contact' | 'store' | null;

// The dialogs (and the mobile panel) come with their first opening, not with the first screen; a pointer, a finger
// or the focus on the header fetches them ahead, so they open without a wait.
const loadContact = () => import('../contact/contact-dialog');
const loadStore = () => import('../shared/store/store-detail-dialog');
const ContactDialog = lazy(() => loadContact().then((m) => ({ default: m.ContactDialog })));
const StoreDetailDialog = lazy(() => loadStore().then((m) => ({ default: m.StoreDetailDialog })));
const fetchAhead = () => void Promise.all([loadContact(), loadStore(), preloadMobilePanel()]);

/** Records whether each pointer press lands outside `element`, in the shared outside flag. */
function useOutsideFlag(ref: RefObject<HTMLElement | null>) {
  const setOutside = useSetAtom(outsideAtom);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => setOutside(!ref.current?.contains(event.target as Node | null));
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, setOutside]);
}

/** The site header (desktop or mobile by width) and the contact and store dialogs it opens. */
export function SiteHeader() {
  const ref = useRef<HTMLElement>(null);
  useOutsideFlag(ref);
  const items = useFrameData().headerNav;
  const { store } = usePopupStore();
  const [dialog, setDialog] = useState<HeaderDialog>(null);
  // Mounted from their first opening on, so they can play their closing transition.
  const [opened, setOpened] = useState({ contact: false, store: false });
  const open = (which: 'contact' | 'store') => {
    setOpened((was) => ({ ...was, [which]: true }));
    setDialog(which);
  };
  const openStore = store ? () => open('store') : undefined;
  const close = () => setDialog(null);
  return (
    <>
      <header ref={ref} className={styles.header} onPointerEnter={fetchAhead} onTouchStart={fetchAhead} onFocus={fetchAhead}>
        <div className={styles.desktop}>
          <DesktopSlot items={items} {...(openStore ? { onOpenStore: openStore } : {})} />
        </div>
        <div className={styles.mobile}>
          <MobileHeader items={items} onOpenContact={() => open('contact')} {...(openStore ? { onOpenStore: openStore } : {})} />
        </div>
      </header>
      <Suspense>
        {opened.contact && <ContactDialog open={dialog === 'contact'} onClose={close} />}
        {store && opened.store && <StoreDetailDialog open={dialog === 'store'} onClose={close} />}
      </Suspense>
    </>
  );
}
