import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { ToastLayer } from '../ui/toast';
import { DefaultHead } from './default-head';

/** What surrounds the router, in the browser and in the prerender alike (the same tree, so hydration matches). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <HelmetProvider>
        <DefaultHead />
        {children}
        <ToastLayer />
      </HelmetProvider>
    </JotaiProvider>
  );
}
