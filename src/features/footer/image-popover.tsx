import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { imageUrl } from '../../lib/image';
import { shownImageSrc } from '../../ui/cms-image';
import { useWebP } from '../../ui/use-webp';
import styles from './footer.module.css';

/** Width of the image in a footer click popover. */
export const POPOVER_IMAGE_WIDTH = 107;

/** The least room kept between a popover and the viewport's edge, in px (--space-2). */
const EDGE = 8;

/**
 * Centred over its button, a popover near the viewport's edge would be cut off: shift it back inside
 * (--shift moves the box, the arrow stays over the button).
 */
function useKeepInViewport(open: boolean) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const popover = ref.current;
    if (!open || !popover) return;
    const place = () => {
      popover.style.setProperty('--shift', '0px');
      const { left, right } = popover.getBoundingClientRect();
      const limit = document.documentElement.clientWidth - EDGE;
      const shift = left < EDGE ? EDGE - left : right > limit ? limit - right : 0;
      popover.style.setProperty('--shift', `${shift}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);
  return ref;
}

/** Props of ImagePopover. */
interface ImagePopoverProps {
  image: string;
  alt: string;
  className?: string;
  /** Tried before the popover opens (the mini-program on a phone); the image shows only when it answers false. */
  openFirst?: () => Promise<boolean>;
  children: ReactNode;
}

/** A button that shows an image (a QR code) in a small popover on click; outside press or Escape hides it. */
export function ImagePopover({ image, alt, className, openFirst, children }: ImagePopoverProps) {
  const id = useId();
  const src = shownImageSrc(image);
  const webp = useWebP();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const popoverRef = useKeepInViewport(open);
  const trying = useRef(false);
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
      <button
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (trying.current) return;
          if (open || !openFirst) return setOpen(!open);
          // One try at a time: taps while the link is being asked for wait for that answer.
          trying.current = true;
          void openFirst().then((opened) => {
            trying.current = false;
            setOpen(!opened);
          });
        }}
      >
        {children}
      </button>
      <span ref={popoverRef} id={id} className={styles.popover} hidden={!open}>
        {/* Low, not lazy: there when the popover opens, never ahead of the page's own pictures. */}
        {src && <img src={imageUrl(src, { width: POPOVER_IMAGE_WIDTH * 2 }, webp)} alt={alt} width={POPOVER_IMAGE_WIDTH} height={POPOVER_IMAGE_WIDTH} fetchPriority="low" />}
      </span>
    </span>
  );
}
