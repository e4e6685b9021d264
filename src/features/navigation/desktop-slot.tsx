import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { OnWideScreens } from '../../ui/on-wide-screens';
import type { DesktopHeader as DesktopHeaderType } from './desktop-header';

const loadDesktopHeader = () => import('./desktop-header');
let loadedDesktopHeader: typeof DesktopHeaderType | undefined;
const LazyDesktopHeader = lazy(() => loadDesktopHeader().then((m) => ({ default: m.DesktopHeader })));

/**
 * Before a server-rendered page hydrates (and before the server renders), at any width: the desktop header's code,
 * so its markup hydrates with the rest of the page and from the same state. A boundary left asleep instead would
 * hold up every later navigation, which updates the router context above it.
 */
export async function preloadDesktopHeader(): Promise<void> {
  loadedDesktopHeader = (await loadDesktopHeader()).DesktopHeader;
}

/**
 * The desktop header. Rendered in the browser from scratch, it comes only to wide screens, with its code: a phone
 * neither downloads nor renders it until its window widens.
 */
export function DesktopSlot(props: ComponentProps<typeof DesktopHeaderType>) {
  // Chosen once: the header itself when its code came first, else the lazy one, which waits for a wide window.
  const [Preloaded] = useState(() => loadedDesktopHeader);
  return (
    <Suspense>
      {Preloaded ? (
        <Preloaded {...props} />
      ) : (
        <OnWideScreens>
          <LazyDesktopHeader {...props} />
        </OnWideScreens>
      )}
    </Suspense>
  );
}
