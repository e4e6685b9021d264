import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { imageUrl } from '../../lib/image';
import { shownImageSrc } from '../../ui/cms-image';
import styles from './footer.module.css';

/** Width of the image in a footer click popover (spec point 9). */
export const POPOVER_IMAGE_WIDTH = 107;

/** A button that shows an image (a QR code) in a small popover on click; outside press or Escape hides it. */
export function ImagePopover({ image, alt, className, children }: { image: string; alt: string; className?: string; children: ReactNode }) {
  const id = useId();
  const src = shownImageSrc(image);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node | null)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return (
    <span ref={ref} className={styles.popoverAnchor}>
      <button type="button" className={className} aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {children}
      </button>
      <span id={id} className={styles.popover} hidden={!open}>
        {src && <img src={imageUrl(src, { width: POPOVER_IMAGE_WIDTH * 2 })} alt={alt} width={POPOVER_IMAGE_WIDTH} height={POPOVER_IMAGE_WIDTH} />}
      </span>
    </span>
  );
}
