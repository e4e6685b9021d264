import { Base64Image } from '../../ui/base64-image';
import type { ClubCaptcha } from '../../../schemas/api/club-auth';
import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import styles from './club-auth.module.css';

/** The captcha picture as a button that asks for a new one; the captcha message when none could be had. */
export function CaptchaImage({ captcha, busy, onRefresh }: { captcha: Loaded<ClubCaptcha> | null; busy: boolean; onRefresh: () => void }) {
  return (
    <button type="button" className={styles.captcha} onClick={onRefresh} disabled={busy} aria-label={t.clubAuth.captchaImage}>
      {captcha?.status === 'ok' ? (
        <Base64Image data={captcha.data.imageBase64} width={112} height={44} />
      ) : (
        <span className={styles.captchaText}>{captcha?.status === 'failed' ? t.clubAuth.captchaRefresh : t.loading}</span>
      )}
    </button>
  );
}
