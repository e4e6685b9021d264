import type { ReactNode } from 'react';

function Icon({ size = 22, children }: { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

/** Three lines: opens the mobile navigation. */
export const MenuIcon = () => <Icon><path d="M4 7h16M4 12h16M4 17h16" /></Icon>;
/** A cross: closes a panel. */
export const CloseIcon = () => <Icon><path d="M6 6l12 12M18 6 6 18" /></Icon>;
/** An envelope: opens the contact dialog. */
export const MailIcon = () => <Icon><rect x="3.5" y="5.5" width="17" height="13" rx="1.5" /><path d="m4 7 8 6 8-6" /></Icon>;
/** A map pin: opens the store popup. */
export const PinIcon = ({ size }: { size?: number }) => <Icon size={size}><path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" /><circle cx="12" cy="10" r="2.3" /></Icon>;
/** A chevron pointing down (rotated by CSS when open) or right (`direction`). */
export const ChevronIcon = ({ direction = 'down', size = 16 }: { direction?: 'down' | 'right' | 'left'; size?: number }) => (
  <Icon size={size}>
    <path d={direction === 'down' ? 'm6 9 6 6 6-6' : direction === 'right' ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} />
  </Icon>
);
/** Plus that turns into minus when its accordion item is open (CSS hides the vertical stroke). */
export const PlusIcon = () => <Icon size={16}><path d="M5 12h14" /><path data-vertical="" d="M12 5v14" /></Icon>;
