import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SiteShell } from './site-shell';

/** The site in the browser: the shell around the browser router (created once, by main.tsx). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // The server's markup shows before it answers clicks: this says when it does (browser tests wait for it).
  useEffect(() => void (document.documentElement.dataset.app = 'ready'), []);
  return (
    <SiteShell>
      <RouterProvider router={router} />
    </SiteShell>
  );
}
