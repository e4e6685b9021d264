import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { imageUrl } from '../../lib/image';
import { shownImageSrc } from '../../ui/cms-image';
import { Section } from '../../ui/section';
import { useReducedMotion } from '../../ui/use-reduced-motion';
import { useWebP } from '../../ui/use-webp';
import type { BlockComponentProps } from '../block-types';
import styles from './video-block.module.css';

// The bar comes after hydration only, so its code is fetched then, not with every page whose blocks are loaded.
const VideoControls = lazy(() => import('./video-controls'));

/** A poster has no srcset: 1280 px serves the content column on a desktop and a phone's 2-3x screen alike. */
const POSTER_WIDTH = 1280;

/**
 * videoBlock: one video with the brand's controls (the browser's own until the app runs) and a poster. It autoplays
 * only muted and inline (never with sound), and not at all for visitors who ask for reduced motion. Video and poster
 * pass the image guard (rule and CSP hosts): a refused video leaves the block out, a refused poster leaves the video
 * without one.
 */
export function VideoBlock({ content }: BlockComponentProps<'videoBlock'>) {
  const reduced = useReducedMotion();
  const autoplay = content.autoplay && !reduced;
  const webp = useWebP();
  const videoUrl = shownImageSrc(content.videoUrl);
  const poster = shownImageSrc(content.poster);
  // Null in the server's markup and the render that hydrates it: the browser's controls until the app holds the video.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [player, setPlayer] = useState<HTMLDivElement | null>(null);
  if (!videoUrl) return null;
  return (
    <Section title={content.title} label={t.blocks.video}>
      <div ref={setPlayer} className={styles.player}>
        <video
          ref={setVideo}
          className={styles.video}
          src={videoUrl}
          poster={poster ? imageUrl(poster, { width: POSTER_WIDTH }, webp) : undefined}
          controls
          preload={autoplay ? 'auto' : 'metadata'}
          autoPlay={autoplay}
          muted={autoplay}
          playsInline
          loop={content.loop}
          aria-label={content.title || t.blocks.video}
          width={1920}
          height={1080}
        />
        {/* The bar, once the app holds the video: it takes over from the browser's controls (video-controls.tsx). */}
        {video && player && (
          <Suspense fallback={null}>
            <VideoControls video={video} player={player} />
          </Suspense>
        )}
      </div>
    </Section>
  );
}
