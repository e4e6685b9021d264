import type { CSSProperties } from 'react';
import { imageSrcSet, imageUrl } from '../lib/image';
import styles from './cms-image.module.css';

const STEPS = [360, 720, 1080, 1440, 1920] as const;

/** The widths a srcset offers for an image whose largest useful width is `max`. */
const widthsUpTo = (max: number) => [...STEPS.filter((w) => w < max), max];

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
  /** Delivered as png padded to its box, shown whole (product cut-outs). */
  png?: boolean;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
  className?: string;
}

/** A responsive CMS picture through the image-processing URL, with its aspect ratio reserved. */
export function CmsImage({ src, alt, width, height, mobile, sizes = '100vw', png = false, priority = false, className }: CmsImageProps) {
  const ratio = png ? { size: width / height, png } : {};
  // The box, not the file, decides the shape: a square product shot still fills a 676x528 card.
  const box = { '--ratio': `${width} / ${height}`, ...(mobile ? { '--ratio-mobile': `${mobile.width} / ${mobile.height}` } : {}) } as CSSProperties;
  return (
    <picture className={className ? `${styles.picture} ${className}` : styles.picture} style={box}>
      {mobile && (
        <source
          media="(max-width: 767px)"
          srcSet={imageSrcSet(mobile.src, widthsUpTo(mobile.width)) || imageUrl(mobile.src)}
          width={mobile.width}
          height={mobile.height}
        />
      )}
      <img
        className={png ? `${styles.image} ${styles.contain}` : styles.image}
        src={imageUrl(src, { width, ...ratio })}
        srcSet={imageSrcSet(src, widthsUpTo(width), ratio) || undefined}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
