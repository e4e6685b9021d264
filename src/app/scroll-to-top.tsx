import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepsScroll } from '../state/scroll';

/** Scrolls to the top on every route change, but not on a change within the page that keeps the scroll. */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const keep = keepsScroll(state);
  useEffect(() => {
    // A block body: newer browsers make scrollTo answer a Promise, which React would take for a cleanup.
    if (!keep) window.scrollTo(0, 0);
  }, [pathname, search, keep]);
  return null;
}
