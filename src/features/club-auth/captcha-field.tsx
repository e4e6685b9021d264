import { useEffect, useRef } from 'react';
import { Base64Image } from '../../ui/base64-image';
import type { ClubCaptcha } from '../../../schemas/api/club-auth';
import type { ActionState } from '../../lib/use-action';
import { t } from '../../i18n/zh-CN';
import { captchaPath } from '../../lib/captcha-cookie';
import styles from './club-auth.module.css';

const c = t.clubAuth;

/** The server's captcha picture (its key in a cookie); tells `onFailed` when none came, before the app ran or after. */
function ServerPicture({ onFailed }: { onFailed: () => void }) {
  const picture = useRef<HTMLImageElement>(null);
  // A picture that failed before the app took over fired its error event with nobody listening.
  useEffect(() => {
    if (picture.current?.complete && picture.current.naturalWidth === 0) onFailed();
  }, [onFailed]);
  // The alt text shows only when the picture could not be had; the button's own label names it otherwise. Low priority:
  // React preloads other pictures in <head>, and a second request for this one would be another captcha than the cookie's.
  return <img ref={picture} src={captchaPath('club')} alt={c.captchaFailed} width={112} height={44} fetchPriority="low" onError={onFailed} />;
}

/**
 * The captcha picture as a button that asks for a new one: the server's until the app fetches one (`captcha` idle), then
 * the app's; the captcha message when none could be had.
 */
export function CaptchaImage({ captcha, onRefresh, onServerFailed }: { captcha: ActionState<ClubCaptcha>; onRefresh: () => void; onServerFailed: () => void }) {
  return (
    <button type="button" className={styles.captcha} onClick={onRefresh} disabled={captcha.status === 'pending'} aria-label={c.captchaImage}>
      {captcha.status === 'idle' && <ServerPicture onFailed={onServerFailed} />}
      {captcha.status === 'ok' && <Base64Image data={captcha.data.imageBase64} width={112} height={44} />}
      {captcha.status !== 'idle' && captcha.status !== 'ok' && (
        <span className={styles.captchaText}>{captcha.status === 'pending' ? c.captchaLoading : c.captchaRefresh}</span>
      )}
    </button>
  );
}
