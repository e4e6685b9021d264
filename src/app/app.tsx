import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SiteShell } from './site-shell';

/** The site in the browser: the shell around the browser router (created once, by main.tsx). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <SiteShell>
      <RouterProvider router={router} />
    </SiteShell>
  );
}
