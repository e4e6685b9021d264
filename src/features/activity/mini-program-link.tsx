import { useState } from 'react';
import toast from 'react-hot-toast';
import { fetchMiniScheme } from '../../api/mini';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { usePhone } from './use-phone';
import styles from './activity.module.css';

const a = t.activity;
/** The mini-program page the link opens (ASSUMED: its home page). */
export const MINI_PROGRAM_PAGE = { path: 'pages/index/index', query: 'from=website' };

/** Opens a mini-program link; tests pass their own. */
export type OpenLink = (link: string) => void;
const openInApp: OpenLink = (link) => window.location.assign(link);

/**
 * The way into the messaging app's mini-program: on a phone a button that asks for the link when tapped and opens
 * it (the link also stays on screen, in case the app does not take over); on a desktop the QR image to scan.
 */
export function MiniProgramLink({ qrImage, open = openInApp }: { qrImage: string; open?: OpenLink }) {
  const phone = usePhone();
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState('');
  const tap = () => {
    setAsking(true);
    fetchMiniScheme(apiClient, MINI_PROGRAM_PAGE)
      .then((scheme) => {
        setLink(scheme);
        open(scheme);
      })
      .catch((error: unknown) => {
        console.warn(`[mini program] no link: ${(error as Error).message}`);
        toast.error(a.miniFailed, { id: 'mini-program' });
      })
      .finally(() => setAsking(false));
  };
  return (
    <section className={styles.mini} aria-labelledby="mini-title">
      <div className={styles.miniText}>
        <h2 id="mini-title" className={styles.miniTitle}>{a.miniTitle}</h2>
        <p>{a.miniIntro}</p>
      </div>
      {phone ? (
        <div className={styles.miniAction}>
          <button type="button" className={styles.miniButton} onClick={tap} disabled={asking}>{asking ? a.miniOpening : a.miniOpen}</button>
          {link && <a className={styles.miniManual} href={link}>{a.miniManual}</a>}
        </div>
      ) : (
        qrImage && (
          <figure className={styles.qr}>
            <CmsImage src={qrImage} alt={a.miniQrAlt} width={128} height={128} sizes="128px" />
            <figcaption>{a.miniScan}</figcaption>
          </figure>
        )
      )}
    </section>
  );
}
