import { useId, useRef, type ReactNode } from 'react';
import styles from './popover-button.module.css';

/** Props of PopoverButton. */
interface PopoverButtonProps {
  className?: string;
  /** Tried before the popover opens (the mini-program on a phone); the popover opens only when it answers false. */
  openFirst?: () => Promise<boolean>;
  /** The button's face. */
  label: ReactNode;
  /** What the popover shows (a QR code and its caption). */
  children: ReactNode;
}

/**
 * A button that shows a small card (a QR code) over the page: the browser's own popover, so it opens before the app
 * runs and without it, centred in the viewport at every width; a press outside or Escape closes it, focus back on the button.
 */
export function PopoverButton({ className, openFirst, label, children }: PopoverButtonProps) {
  const id = useId();
  const popover = useRef<HTMLDivElement>(null);
  const trying = useRef(false);
  return (
    <>
      <button
        type="button"
        className={className}
        popoverTarget={id}
        onClick={(event) => {
          const box = popover.current;
          if (!openFirst || !box || box.matches(':popover-open')) return;
          // The mini-program first: the browser's opening waits for its answer, one try at a time.
          event.preventDefault();
          if (trying.current) return;
          trying.current = true;
          void openFirst().then((opened) => {
            trying.current = false;
            if (!opened) box.showPopover();
          });
        }}
      >
        {label}
      </button>
      <div ref={popover} id={id} popover="auto" className={styles.popover}>
        {children}
      </div>
    </>
  );
}
