import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on every route change. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // A block body: newer browsers make scrollTo answer a Promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
