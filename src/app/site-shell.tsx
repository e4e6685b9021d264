import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { siteCmsLinkSource } from '../features/page-config/cms-link-source';
import { CmsLinkSourceContext } from '../ui/cms-link';
import { ToastLayer } from '../ui/toast';

/** What surrounds the router, in the browser and in the server's render alike (the same tree, so hydration matches). */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <CmsLinkSourceContext.Provider value={siteCmsLinkSource}>
        {children}
        <ToastLayer />
      </CmsLinkSourceContext.Provider>
    </JotaiProvider>
  );
}
