import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { keepsScroll } from '../state/scroll';

/**
 * Whether the document's own first location has rendered. It keeps the browser's scroll: a prerendered page is read,
 * and scrolled, before it hydrates, and a reload restores where the visitor was. A module's, not a component's: a
 * change between the full and the bare frame mounts this anew, and still scrolls.
 */
let firstLocationShown = false;

/** Scrolls to the top on every route change, but not on a change within the page that keeps the scroll. */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const keep = keepsScroll(state);
  useEffect(() => {
    const first = !firstLocationShown;
    firstLocationShown = true;
    // A block body: newer browsers make scrollTo answer a Promise, which React would take for a cleanup.
    if (!first && !keep) window.scrollTo(0, 0);
  }, [pathname, search, keep]);
  return null;
}
