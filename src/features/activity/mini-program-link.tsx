import { t } from '../../i18n/zh-CN';
import { CmsImage } from '../../ui/cms-image';
import { useMiniProgramOpener, type OpenLink } from './use-mini-program-opener';
import { usePhone } from './use-phone';
import styles from './activity.module.css';

const a = t.activity;

/**
 * The way into the messaging app's mini-program: on a phone a button that asks for the link when tapped and opens
 * it (the link also stays on screen, in case the app does not take over); on a desktop the QR image to scan.
 */
export function MiniProgramLink({ qrImage, open }: { qrImage: string; open?: OpenLink }) {
  const phone = usePhone();
  const { asking, link, openMiniProgram } = useMiniProgramOpener(open);
  return (
    <section className={styles.mini} aria-labelledby="mini-title">
      <div className={styles.miniText}>
        <h2 id="mini-title" className={styles.miniTitle}>{a.miniTitle}</h2>
        <p>{a.miniIntro}</p>
      </div>
      {phone ? (
        <div className={styles.miniAction}>
          <button type="button" className={styles.miniButton} onClick={() => void openMiniProgram()} disabled={asking}>{asking ? a.miniOpening : a.miniOpen}</button>
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
