import { useCallback, useEffect, useReducer, useSyncExternalStore } from 'react';
import { t } from '../../i18n/zh-CN';
import styles from './video-block.module.css';

/** The events after which the video's playing, sound, time or length may read differently. */
const MEDIA_EVENTS = ['play', 'pause', 'volumechange', 'timeupdate', 'loadedmetadata', 'durationchange', 'ended'] as const;

/**
 * The video as a store: read as it reports itself, again after each of its events, so nothing shown is assumed (an
 * autoplay the browser refused stays 播放; a video that started before hydration shows 暂停).
 */
function useMediaState(video: HTMLVideoElement) {
  const subscribe = useCallback((onChange: () => void) => {
    MEDIA_EVENTS.forEach((name) => video.addEventListener(name, onChange));
    return () => MEDIA_EVENTS.forEach((name) => video.removeEventListener(name, onChange));
  }, [video]);
  const playing = useSyncExternalStore(subscribe, () => !video.paused);
  const muted = useSyncExternalStore(subscribe, () => video.muted);
  const time = useSyncExternalStore(subscribe, () => video.currentTime);
  // NaN before the metadata, Infinity for a stream: 0, nothing to seek in.
  const duration = useSyncExternalStore(subscribe, () => (Number.isFinite(video.duration) ? video.duration : 0));
  return { playing, muted, time, duration };
}

const subscribeFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

const toggleMute = (video: HTMLVideoElement) => void (video.muted = !video.muted);
const seekTo = (video: HTMLVideoElement, to: number) => void (video.currentTime = to);

/** Plays or pauses. A refused play (autoplay rules, a broken source) leaves the video paused, and the button says so. */
function togglePlay(video: HTMLVideoElement) {
  if (video.paused) video.play().catch(() => undefined);
  else video.pause();
}

/** Space on the video itself (on a button, Space is that button's own click), K anywhere in the player. */
function onPlayerKey(event: KeyboardEvent, video: HTMLVideoElement) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key !== 'k' && !(key === ' ' && event.target === video)) return;
  // Space would scroll the page too.
  event.preventDefault();
  togglePlay(video);
}

// The player, not the video alone: the brand's bar stays over the picture. A refused request leaves the page as it is.
const toggleFullscreen = (player: HTMLElement) =>
  void (document.fullscreenElement ? document.exitFullscreen() : player.requestFullscreen()).catch(() => undefined);

/** 0:12, 1:30, 1:02:05: seconds as a clock reads them. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const SPEAKER = <path className={styles.solid} d="M3.5 9h4l5-4v14l-5-4h-4z" />;

/** The bar's icons on a 24-unit grid: shapes filled, lines stroked (video-block.module.css). */
const ICONS = {
  play: <path className={styles.solid} d="M8 5.5v13l10.5-6.5z" />,
  pause: <path className={styles.solid} d="M7 5h3v14H7zM14 5h3v14h-3z" />,
  sound: <>{SPEAKER}<path d="M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" /></>,
  muted: <>{SPEAKER}<path d="M16.5 9.5l5 5M21.5 9.5l-5 5" /></>,
  fullscreen: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  exitFullscreen: <path d="M9 4v5H4M15 4v5h5M20 15h-5v5M4 15h5v5" />,
};

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
    {ICONS[name]}
  </svg>
);

/**
 * The bar takes over from the browser's controls once it is drawn (never a moment with neither): the video becomes
 * focusable, and the player's keys and a click on the picture are the bar's. Returns the hand-back.
 */
function takeOver(video: HTMLVideoElement, player: HTMLElement): () => void {
  const onKey = (event: KeyboardEvent) => onPlayerKey(event, video);
  const onClick = () => togglePlay(video);
  video.controls = false;
  video.tabIndex = 0;
  player.addEventListener('keydown', onKey);
  video.addEventListener('click', onClick);
  return () => {
    video.controls = true;
    video.removeAttribute('tabindex');
    player.removeEventListener('keydown', onKey);
    video.removeEventListener('click', onClick);
  };
}

/**
 * The brand's bar over the video's foot: play, sound, progress, time and full screen, named after what they do next.
 * The default export: the block loads it once the app holds the video, so no page waits for it.
 */
export default function VideoControls({ video, player }: { video: HTMLVideoElement; player: HTMLElement }) {
  useEffect(() => takeOver(video, player), [video, player]);
  const { playing, muted, time, duration } = useMediaState(video);
  const full = useSyncExternalStore(subscribeFullscreen, () => document.fullscreenElement === player);
  // The video reports a new position as soon as it is set: read at once, the slider does not spring back under the
  // finger until the video's next event.
  const [, reread] = useReducer((n: number) => n + 1, 0);
  // Where there is no element full screen (an iPhone), no button that would do nothing.
  const canFullscreen = typeof player.requestFullscreen === 'function';
  const c = t.blocks.videoControls;
  const reading = c.time(clock(time), clock(duration));
  const seek = (to: number) => {
    seekTo(video, to);
    reread();
  };
  return (
    <div className={playing ? styles.bar : `${styles.bar} ${styles.paused}`} role="group" aria-label={c.label}>
      <button type="button" className={styles.button} aria-label={playing ? c.pause : c.play} onClick={() => togglePlay(video)}>
        <Icon name={playing ? 'pause' : 'play'} />
      </button>
      <button type="button" className={styles.button} aria-label={muted ? c.unmute : c.mute} onClick={() => toggleMute(video)}>
        <Icon name={muted ? 'muted' : 'sound'} />
      </button>
      <input
        type="range"
        className={styles.progress}
        aria-label={c.progress}
        aria-valuetext={reading}
        min={0}
        max={duration}
        step="any"
        value={time}
        disabled={!duration}
        onChange={(event) => seek(Number(event.target.value))}
      />
      {/* The slider's value text says it to a screen reader already. */}
      <span className={styles.time} aria-hidden="true">{reading}</span>
      {canFullscreen && (
        <button type="button" className={styles.button} aria-label={full ? c.exitFullscreen : c.fullscreen} onClick={() => toggleFullscreen(player)}>
          <Icon name={full ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      )}
    </div>
  );
}
