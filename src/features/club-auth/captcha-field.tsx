import { useEffect, useRef } from 'react';
import { paths } from '../../engine/paths';
import { Base64Image } from '../../ui/base64-image';
import type { ClubCaptcha } from '../../../schemas/api/club-auth';
import type { ActionState } from '../../ui/use-action';
import { t } from '../../i18n/zh-CN';
import { captchaPath } from '../../lib/captcha-cookie';
import { CAPTCHA_UNAVAILABLE_SIZE, captchaUnavailableLines } from '../shared/captcha/captcha-unavailable';
import styles from './club-auth.module.css';

const c = t.clubAuth;

/** Whether a loaded server picture holds no captcha: broken, or the server's picture of the failure message. */
const holdsNoCaptcha = (picture: HTMLImageElement) =>
  picture.naturalWidth === 0 || (picture.naturalWidth === CAPTCHA_UNAVAILABLE_SIZE.width && picture.naturalHeight === CAPTCHA_UNAVAILABLE_SIZE.height);

/** The server's captcha picture (its key in a cookie); tells `onFailed` when it holds none, before the app ran or after. */
function ServerPicture({ onFailed }: { onFailed: () => void }) {
  const picture = useRef<HTMLImageElement>(null);
  // A picture that came before the app took over fired its events with nobody listening.
  useEffect(() => {
    if (picture.current?.complete && holdsNoCaptcha(picture.current)) onFailed();
  }, [onFailed]);
  // The alt text is the failure's, for the picture of it; the link's own label names the captcha. Low priority:
  // React preloads other pictures in <head>, and a second request for this one would be another captcha than the cookie's.
  return (
    <img
      ref={picture} src={captchaPath('club')} alt={c.captchaFailed} width={112} height={44} fetchPriority="low"
      onLoad={(event) => holdsNoCaptcha(event.currentTarget) && onFailed()} onError={onFailed}
    />
  );
}

/** The box when no captcha could be had: the spec's message, in the lines of the server's picture of it. */
function Unavailable() {
  return (
    <span className={styles.captchaUnavailable}>
      {captchaUnavailableLines().map((line) => <span key={line}>{line}</span>)}
    </span>
  );
}

/** What the box shows for the captcha's state. */
function Shown({ captcha, serverFailed, onServerFailed }: { captcha: ActionState<ClubCaptcha>; serverFailed: boolean; onServerFailed: () => void }) {
  if (captcha.status === 'ok') return <Base64Image data={captcha.data.imageBase64} width={112} height={44} />;
  if (captcha.status === 'pending') return <span className={styles.captchaText}>{c.captchaLoading}</span>;
  if (captcha.status === 'idle' && !serverFailed) return <ServerPicture onFailed={onServerFailed} />;
  return <Unavailable />;
}

/** Props of CaptchaImage. */
interface CaptchaImageProps {
  captcha: ActionState<ClubCaptcha>;
  /** The server's picture held no captcha. */
  serverFailed: boolean;
  onRefresh: () => void;
  onServerFailed: () => void;
}

/**
 * The captcha picture as a link to the page, which the server answers with a fresh captcha (before the app runs, and
 * without it); the app asks for one in place instead. The server's picture until the app fetches one, then the app's;
 * the spec's message in the box when none could be had, the same link trying again.
 */
export function CaptchaImage({ captcha, serverFailed, onRefresh, onServerFailed }: CaptchaImageProps) {
  const pending = captcha.status === 'pending';
  return (
    <a
      href={paths.certification()} className={styles.captcha} aria-label={c.captchaImage} aria-disabled={pending || undefined}
      onClick={(event) => {
        event.preventDefault();
        if (!pending) onRefresh();
      }}
    >
      <Shown captcha={captcha} serverFailed={serverFailed} onServerFailed={onServerFailed} />
    </a>
  );
}
