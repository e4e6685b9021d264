import { createContext, useContext, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { imageOrigins } from '../../schemas/security-policy';
import { pageEnv } from '../config/page-env';
import { imageSrcSet, imageUrl, isShownImage } from '../lib/image';
import styles from './cms-image.module.css';
import { useWebP } from './use-webp';

/** The widths a srcset offers (the image service makes each); a 390px phone at 2-3x density takes 960 or 1280 for a full-width picture. */
const STEPS = [360, 640, 960, 1280, 1920] as const;

/** The largest width asked for: the service never enlarges, and past it a screen gains nothing it can show. */
const MAX_WIDTH = 1920;

/**
 * The widths a srcset offers for a picture whose box is `box` px wide: the steps up to twice the box (a 390px
 * phone draws at 2-3x, so a 676 box shown full width needs ~1000 px), at most 1920; a box under the first step
 * (a thumbnail drawn at its own size) at 1x, 2x and 3x.
 */
const widthsFor = (box: number): number[] => {
  if (box < STEPS[0]) return [box, 2 * box, 3 * box];
  const top = Math.min(2 * box, MAX_WIDTH);
  return [...STEPS.filter((w) => w < top), top];
};

/** Where the art-directed phone picture applies, and where the main one does. */
const PHONE = '(max-width: 767px)';
const WIDE = '(min-width: 768px)';

/** Hosts besides the site's own that the CSP lets images come from (backend, image host). */
const ORIGINS = imageOrigins({ apiBaseUrl: pageEnv.VITE_API_BASE_URL, imageBaseUrl: pageEnv.VITE_IMAGE_BASE_URL });

/** The trimmed URL when the site shows this image (image rule, allowed host), else undefined: the last guard of every image. */
export function shownImageSrc(src: string | undefined): string | undefined {
  return src !== undefined && isShownImage(src, ORIGINS) ? src.trim() : undefined;
}

/** A CMS image and the box it is laid out in. */
export interface CmsImageProps {
  src: string;
  alt: string;
  /** Width and height of the box in px: they fix the aspect ratio before the image loads (no layout shift). */
  width: number;
  height: number;
  /** Art-directed picture for phones (up to 767px wide) and its box. */
  mobile?: { src: string; width: number; height: number };
  /** Rendered width hint for the browser's srcset choice. */
  sizes?: string;
  /** Padded to its box and shown whole (product cut-outs). */
  padded?: boolean;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * Pictures under a true value load without waiting to be seen, at low priority: a hidden panel's (the mega menu's),
 * which a lazy picture would show blank on its first opening.
 */
export const EagerPictures = createContext(false);

/** A responsive CMS picture through the image-processing URL, with its aspect ratio reserved; an empty box when the image is refused. */
export function CmsImage({ src, alt, width, height, mobile, sizes = '100vw', padded = false, priority = false, className }: CmsImageProps) {
  const webp = useWebP();
  const early = useContext(EagerPictures) && !priority;
  const safe = shownImageSrc(src);
  const mobileSrc = mobile ? shownImageSrc(mobile.src) : undefined;
  const ratio = padded ? { size: width / height, padded } : {};
  // The box, not the file, decides the shape: a square product shot still fills a 676x528 card.
  const box = { '--ratio': `${width} / ${height}`, ...(mobile ? { '--ratio-mobile': `${mobile.width} / ${mobile.height}` } : {}) } as CSSProperties;
  const mobileUrl = mobile && mobileSrc ? imageUrl(mobileSrc, {}, webp) : undefined;
  const mobileSrcSet = mobile && mobileSrc ? imageSrcSet(mobileSrc, widthsFor(mobile.width), {}, webp) || mobileUrl : undefined;
  const srcSet = safe ? imageSrcSet(safe, widthsFor(width), ratio, webp) || undefined : undefined;
  const url = safe ? imageUrl(safe, { width, ...ratio }, webp) : undefined;
  if (priority) {
    // In the head, not where the HTML reaches it (the home hero sat 44 KB down); React skips an <img> in a <picture>.
    if (mobileUrl) preload(mobileUrl, { as: 'image', imageSrcSet: mobileSrcSet, imageSizes: sizes, fetchPriority: 'high', media: PHONE });
    if (url) preload(url, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet && sizes, fetchPriority: 'high', ...(mobileSrcSet && { media: WIDE }) });
  }
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture} style={box}>
      {mobile && mobileSrcSet && (
        <source
          media={PHONE}
          srcSet={mobileSrcSet}
          sizes={sizes}
          width={mobile.width}
          height={mobile.height}
        />
      )}
      {safe && <img
        className={padded ? `${styles.image} ${styles.contain}` : styles.image}
        src={url}
        srcSet={srcSet}
        // Sizes are for choosing among a srcset's widths: an unresizable picture (svg, gif) has none.
        sizes={srcSet && sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority || early ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : early ? 'low' : 'auto'}
      />}
    </picture>
  );
}
