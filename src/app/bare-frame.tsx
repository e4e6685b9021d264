import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

/** /s/ and /cs: the page alone, without header, footer or loading overlay. */
export function BareFrame() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}
