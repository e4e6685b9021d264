import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { pageEnv } from '../../config/page-env';
import { DIALOG_OPEN, SHARE_PARAM } from '../../engine/paths';
import { t } from '../../i18n/zh-CN';
import { useDialogParam } from '../../ui/use-dialog-param';
import { absoluteUrl, canonicalUrl, microblogShareUrl, SHARE_POPUP_FEATURES } from './canonical-url';
import styles from './product-page.module.css';

/** What a press gives focus to, which keeps it. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

// qrcode.react comes with the first opening of the panel, not with the page.
const ShareQr = lazy(() => import('./share-qr'));

/**
 * The share control: a disclosure, open by `?share=1` (so a tap before the app runs lands on it open), with a QR code
 * of the page's public address (for the messaging app) and the microblog share popup (682x700) carrying the address,
 * the title (series plus product name) and the main image. Escape or a press outside it closes it, focus back on its opener.
 */
export function SharePanel({ title, image }: { title: string; image: string }) {
  const share = useDialogParam(SHARE_PARAM);
  const open = share.value === DIALOG_OPEN;
  const panelId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  // The address shared is the page's own, without the panel open.
  const [sharedPath = '/', sharedQuery = ''] = share.closeHref.split('?');
  const url = canonicalUrl(pageEnv.VITE_SITE_BASE_URL, sharedPath, sharedQuery);
  const { close } = share;
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && ref.current?.contains(target)) return;
      close();
      // A press on a control gives it focus; any other goes back to the opener, after the press's own focus change.
      if (!target?.closest(CONTROLS)) window.setTimeout(() => opener.current?.focus());
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);
  const c = t.catalogue;
  return (
    <div
      ref={ref}
      className={styles.share}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        opener.current?.focus();
      }}
    >
      <Link
        ref={opener}
        to={open ? share.closeHref : share.openHref(DIALOG_OPEN)}
        replace
        preventScrollReset
        className={styles.secondaryButton}
        aria-expanded={open}
        aria-controls={panelId}
      >
        {c.share}
      </Link>
      <div id={panelId} className={styles.sharePanel} hidden={!open}>
        <p className={styles.shareTitle}>{c.shareTitle}</p>
        <figure className={styles.shareQr}>
          <span className={styles.qrBox}>
            {open && (
              <Suspense fallback={null}>
                <ShareQr url={url} label={c.shareQrLabel(title)} />
              </Suspense>
            )}
          </span>
          <figcaption>{c.shareWechat}</figcaption>
        </figure>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => window.open(microblogShareUrl(url, title, absoluteUrl(pageEnv.VITE_SITE_BASE_URL, image)), '_blank', SHARE_POPUP_FEATURES)}
        >
          {c.shareMicroblog}
        </button>
      </div>
    </div>
  );
}
