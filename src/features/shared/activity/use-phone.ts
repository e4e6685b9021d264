import { useSyncExternalStore } from 'react';

const PHONE_QUERY = '(max-width: 767px)';

// Without matchMedia (an old web view, a test DOM) the page counts as a desktop: the QR way in always works.
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined);

const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Whether the page is laid out for a phone (the site's mobile breakpoint), kept current on resize. */
export const usePhone = () => useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false);
