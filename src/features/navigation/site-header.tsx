import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { Store } from '../../../schemas/api/store';
import type { ContactContent } from '../../../schemas/cms/contact';
import type { Loaded } from '../../api/load';
import { CONTACT_PARAM, DIALOG_OPEN, STORE_PARAM } from '../../engine/paths';
import { useDialogParam } from '../../ui/use-dialog-param';
import { useFrameData } from '../shared/frame/frame-data';
import { usePopupStore } from '../shared/store/popup-store';
import { outsideAtom } from '../../state/page';
import { useSubmenusCloseOnNavigation } from './close-on-navigation';
import { DesktopSlot } from './desktop-slot';
import { MobileHeader, preloadMobilePanel } from './mobile-header';
import styles from './site-header.module.css';

// The dialogs (and the mobile panel) come with their first opening, not with the first screen; a pointer, a finger
// or the focus on the header fetches them ahead, so they open without a wait.
const loadContact = () => import('../shared/contact/contact-dialog');
const loadStore = () => import('../shared/store/store-detail-dialog');
const ContactDialog = lazy(() => loadContact().then((m) => ({ default: m.ContactDialog })));
const StoreDetailDialog = lazy(() => loadStore().then((m) => ({ default: m.StoreDetailDialog })));
const fetchAhead = () => void Promise.all([loadContact(), loadStore(), preloadMobilePanel()]);

/** What the server loaded for the header's dialogs the arriving address named. */
export interface ArrivedHeaderDialogs {
  contact?: Loaded<ContactContent>;
  store?: { code: string; store: Store | null };
}

/** Records whether each pointer press lands outside `element`, in the shared outside flag. */
function useOutsideFlag(ref: RefObject<HTMLElement | null>) {
  const setOutside = useSetAtom(outsideAtom);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => setOutside(!ref.current?.contains(event.target as Node | null));
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, setOutside]);
}

/** The site header (desktop or mobile by width) and the contact (`?contact=1`) and store (`?store=CODE`) dialogs it opens by address. */
export function SiteHeader({ arrived }: { arrived?: ArrivedHeaderDialogs | null }) {
  const ref = useRef<HTMLElement>(null);
  useOutsideFlag(ref);
  useSubmenusCloseOnNavigation();
  const items = useFrameData().headerNav;
  const { code } = usePopupStore();
  const contact = useDialogParam(CONTACT_PARAM);
  const store = useDialogParam(STORE_PARAM);
  const contactOpen = contact.value === DIALOG_OPEN;
  // Mounted from their first opening on, so they can play their closing transition.
  const [opened, setOpened] = useState({ contact: contactOpen, store: store.value !== '' });
  if ((contactOpen && !opened.contact) || (store.value && !opened.store)) setOpened({ contact: opened.contact || contactOpen, store: opened.store || store.value !== '' });
  // A store without a code has no address, so no opener.
  const storeHref = code ? store.openHref(code) : undefined;
  const contactHref = contact.openHref(DIALOG_OPEN);
  return (
    <>
      <header ref={ref} className={styles.header} onPointerEnter={fetchAhead} onTouchStart={fetchAhead} onFocus={fetchAhead}>
        <div className={styles.desktop}>
          <DesktopSlot items={items} {...(storeHref ? { storeHref } : {})} />
        </div>
        <div className={styles.mobile}>
          <MobileHeader items={items} contactHref={contactHref} {...(storeHref ? { storeHref } : {})} />
        </div>
      </header>
      <Suspense>
        {opened.contact && <ContactDialog open={contactOpen} onClose={contact.close} closeHref={contact.closeHref} arrived={arrived?.contact} />}
        {opened.store && <StoreDetailDialog code={store.value} onClose={store.close} closeHref={store.closeHref} arrived={arrived?.store} />}
      </Suspense>
    </>
  );
}
