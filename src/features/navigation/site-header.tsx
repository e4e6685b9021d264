import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ContactDialog } from '../contact/contact-dialog';
import { StoreDetailDialog, usePopupStore } from '../store/store-detail-dialog';
import { outsideAtom } from '../../state/page';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';
import { headerNavAtom } from './nav-data';
import styles from './site-header.module.css';

type HeaderDialog = 'contact' | 'store' | null;

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
  const items = useAtomValue(headerNavAtom);
  const { store } = usePopupStore();
  const [dialog, setDialog] = useState<HeaderDialog>(null);
  const openStore = store ? () => setDialog('store') : undefined;
  const close = () => setDialog(null);
  return (
    <>
      <header ref={ref} className={styles.header}>
        <div className={styles.desktop}>
          <DesktopHeader items={items} {...(openStore ? { onOpenStore: openStore } : {})} />
        </div>
        <div className={styles.mobile}>
          <MobileHeader items={items} onOpenContact={() => setDialog('contact')} {...(openStore ? { onOpenStore: openStore } : {})} />
        </div>
      </header>
      <ContactDialog open={dialog === 'contact'} onClose={close} />
      {store && <StoreDetailDialog open={dialog === 'store'} onClose={close} />}
    </>
  );
}
