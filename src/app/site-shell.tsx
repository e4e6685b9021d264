import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ToastLayer } from '../ui/toast';

/** What surrounds the router, in the browser and in the prerender alike (the same tree, so hydration matches). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      {children}
      <ToastLayer />
    </JotaiProvider>
  );
}
