import { Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
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
        {/* react-hot-toast's defaults are the spec's: 4 s error/blank, 2 s success, loading until dismissed. */}
        <Toaster position="top-right" toastOptions={{ style: { color: 'var(--color-secondary)' } }} />
      </HelmetProvider>
    </JotaiProvider>
  );
}
