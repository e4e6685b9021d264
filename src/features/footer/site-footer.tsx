import type { ReactNode } from 'react';
import type { FollowUs } from '../../../schemas/cms/footer';
import { BRAND_NAME, COPYRIGHT_YEAR, LOGO_SRC } from '../../config/constants';
import { t } from '../../i18n/zh-CN';
import { shownImageSrc } from '../../ui/cms-image';
import { CmsLink } from '../../ui/cms-link';
import { useMiniProgramOpener } from '../shared/activity/use-mini-program-opener';
import { usePhone } from '../shared/activity/use-phone';
import { useFrameData } from '../shared/frame/frame-data';
import { FooterGroups } from './footer-groups';
import { ImagePopover } from './image-popover';
import { isMessagingAppEntry } from './messaging-app';
import styles from './footer.module.css';

/** The messaging app's QR entry: on a phone a tap opens its mini-program, and the QR shows only when that fails. */
function MessagingAppEntry({ entry, children }: { entry: FollowUs; children: ReactNode }) {
  const phone = usePhone();
  const { openMiniProgram } = useMiniProgramOpener();
  return (
    <ImagePopover image={entry.linkToImg} alt={entry.linkText} className={styles.follow} {...(phone ? { openFirst: openMiniProgram } : {})}>
      {children}
    </ImagePopover>
  );
}

function FollowUsEntry({ entry }: { entry: FollowUs }) {
  const icon = shownImageSrc(entry.icon);
  const face = (
    <>
      {icon && <img className={styles.followIcon} src={icon} alt="" width={20} height={20} loading="lazy" />}
      <span>{entry.linkText}</span>
    </>
  );
  if (shownImageSrc(entry.linkToImg) && isMessagingAppEntry(entry)) return <MessagingAppEntry entry={entry}>{face}</MessagingAppEntry>;
  if (shownImageSrc(entry.linkToImg)) return <ImagePopover image={entry.linkToImg} alt={entry.linkText} className={styles.follow}>{face}</ImagePopover>;
  return <CmsLink link={entry.linkUrl} className={styles.follow}>{face}</CmsLink>;
}

/** The footer: navigation groups, the app QR block, follow-us, logo, copyright and the filing notice. */
export function SiteFooter() {
  const { footerNav: nav, footerInfo: info } = useFrameData();
  const qr = shownImageSrc(nav.appQrImg);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <FooterGroups groups={nav.groups} />
          <div className={styles.side}>
            <div className={styles.qr}>
              {qr && <img className={styles.qrImage} src={qr} alt={t.frame.appQrAlt} width={96} height={96} loading="lazy" />}
              <div className={styles.qrText}>
                <p className={styles.qrTitle}>{t.frame.featured}</p>
                <p className={styles.qrLine}>{t.frame.openExperience}</p>
                <p className={styles.qrTip}>{t.frame.appScanTip}</p>
              </div>
            </div>
            {nav.followUs.length > 0 && (
              <section className={styles.followUs} aria-labelledby="footer-follow-us">
                <h2 id="footer-follow-us" className={styles.groupTitle}>{t.frame.followUs}</h2>
                <ul className={styles.followList}>
                  {nav.followUs.map((entry, index) => (
                    <li key={`${index}-${entry.linkText}`}><FollowUsEntry entry={entry} /></li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
        <div className={styles.bottom}>
          <img className={styles.logo} src={LOGO_SRC.light} alt={BRAND_NAME} width={120} height={40} loading="lazy" />
          <p className={styles.copyright}>{t.frame.copyright(COPYRIGHT_YEAR, BRAND_NAME)}</p>
          {info.length > 0 && (
            <ul className={styles.info}>
              {info.map((line, index) => (
                <li key={`${index}-${line.linkText}`}>
                  <CmsLink link={line.linkUrl} className={styles.infoLink}>
                    {shownImageSrc(line.icon) && <img src={shownImageSrc(line.icon)} alt="" width={16} height={16} loading="lazy" />}
                    {line.linkText}
                  </CmsLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
