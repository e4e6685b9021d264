import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { RouterProvider } from 'react-router-dom';
import { SiteToaster } from '../ui/toaster';
import { DefaultHead } from './default-head';
import { createRouter } from './router';

/** The site: state, head management, toasts and the router. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <JotaiProvider>
      <HelmetProvider>
        <DefaultHead />
        <RouterProvider router={router} />
        <SiteToaster />
      </HelmetProvider>
    </JotaiProvider>
  );
}
