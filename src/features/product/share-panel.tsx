import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '../../config/env';
import { t } from '../../i18n/zh-CN';
import { absoluteUrl, canonicalUrl, microblogShareUrl, SHARE_POPUP_FEATURES } from './canonical-url';
import styles from './product-page.module.css';

// qrcode.react comes with the first opening of the panel, not with the page.
const ShareQr = lazy(() => import('./share-qr'));

/**
 * The share control: a disclosure with a QR code of the page's public address (for the messaging app) and
 * the microblog share popup (682x700) carrying the address, the title (series plus product name) and the main image.
 */
export function SharePanel({ title, image }: { title: string; image: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const url = canonicalUrl(env.VITE_SITE_BASE_URL, pathname, search);
  const c = t.catalogue;
  return (
    <div
      className={styles.share}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <button type="button" className={styles.secondaryButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {c.share}
      </button>
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
          onClick={() => window.open(microblogShareUrl(url, title, absoluteUrl(env.VITE_SITE_BASE_URL, image)), '_blank', SHARE_POPUP_FEATURES)}
        >
          {c.shareMicroblog}
        </button>
      </div>
    </div>
  );
}
