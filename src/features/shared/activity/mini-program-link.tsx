import { useState } from 'react';
import { t } from '../../../i18n/zh-CN';
import { CmsImage } from '../../../ui/cms-image';
import { useMiniProgramOpener, type OpenLink } from './use-mini-program-opener';
import styles from './activity.module.css';

const a = t.activity;

/**
 * The way into the messaging app's mini-program: on a phone a button that asks for the link when tapped and opens
 * it (the link also stays on screen, in case the app does not take over), and shows the QR when that fails; on a
 * desktop the QR image to scan. The
 * stylesheet picks one by the site's breakpoint, so a server-rendered page shows the right one before it hydrates. The
 * QR comes with the site settings (`null` or '' when none).
 */
export function MiniProgramLink({ qrImage, open }: { qrImage: string | null; open?: OpenLink }) {
  const { asking, link, openMiniProgram } = useMiniProgramOpener(open);
  const [failed, setFailed] = useState(false);
  return (
    <section className={styles.mini} aria-labelledby="mini-title">
      <div className={styles.miniText}>
        <h2 id="mini-title" className={styles.miniTitle}>{a.miniTitle}</h2>
        <p>{a.miniIntro}</p>
      </div>
      <div className={styles.miniAction}>
        <button type="button" className={styles.miniButton} onClick={() => void openMiniProgram().then((opened) => setFailed(!opened))} disabled={asking}>{asking ? a.miniOpening : a.miniOpen}</button>
        {link && <a className={styles.miniManual} href={link}>{a.miniManual}</a>}
      </div>
      {qrImage !== null && qrImage !== '' && (
        <figure className={failed ? `${styles.qr} ${styles.qrFallback}` : styles.qr}>
          <CmsImage src={qrImage} alt={a.miniQrAlt} width={128} height={128} sizes="128px" />
          <figcaption>{a.miniScan}</figcaption>
        </figure>
      )}
    </section>
  );
}
