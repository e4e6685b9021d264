import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { SiteToaster } from '../ui/toaster';

/** What surrounds the router, in the browser and in the prerender alike (the same tree, so hydration matches). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      {children}
      <SiteToaster />
    </JotaiProvider>
  );
}
