import type { ReactNode } from 'react';
import { imageUrl } from '../../lib/image';
import { shownImageSrc } from '../../ui/cms-image';
import { PopoverButton } from '../../ui/popover-button';
import { useWebP } from '../../ui/use-webp';
import styles from './footer.module.css';

/** Width of the image in a footer click popover. */
export const POPOVER_IMAGE_WIDTH = 107;

/** Props of ImagePopover. */
interface ImagePopoverProps {
  image: string;
  alt: string;
  className?: string;
  /** Tried before the popover opens (the mini-program on a phone); the image shows only when it answers false. */
  openFirst?: () => Promise<boolean>;
  children: ReactNode;
}

/** A footer button that shows an image (a QR code) in a popover on click, captioned with its name. */
export function ImagePopover({ image, alt, className, openFirst, children }: ImagePopoverProps) {
  const src = shownImageSrc(image);
  const webp = useWebP();
  return (
    <PopoverButton className={className} label={children} {...(openFirst ? { openFirst } : {})}>
      {/* Low, not lazy: there when the popover opens, never ahead of the page's own pictures. */}
      {src && <img className={styles.popoverImage} src={imageUrl(src, { width: POPOVER_IMAGE_WIDTH * 2 }, webp)} alt={alt} width={POPOVER_IMAGE_WIDTH} height={POPOVER_IMAGE_WIDTH} fetchPriority="low" />}
      {/* The picture's name is its alt text already. */}
      <span className={styles.popoverCaption} aria-hidden="true">{alt}</span>
    </PopoverButton>
  );
}
