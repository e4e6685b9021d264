import { use, type ReactNode } from 'react';

/** The width from which desktop-only parts show: the breakpoint of site-header.module.css. */
const WIDE_SCREEN = '(min-width: 1024px)';

let widened: Promise<void> | undefined;

/** Resolves once the window is, or becomes, wide. */
function whenWide(): Promise<void> {
  widened ??= new Promise((resolve) => {
    const query = matchMedia(WIDE_SCREEN);
    if (query.matches) resolve();
    else query.addEventListener('change', () => query.matches && resolve());
  });
  return widened;
}

/** False only in a browser whose window is narrow (the server and a window-less test render everything). */
const isWide = (): boolean => typeof matchMedia !== 'function' || matchMedia(WIDE_SCREEN).matches;

/**
 * What only wide screens show, rendered in the browser from scratch: a narrow window neither downloads nor renders
 * it until the window widens. Not for hydrating markup: a boundary that stays asleep would hold up every transition.
 */
export function OnWideScreens({ children }: { children: ReactNode }) {
  if (!isWide()) use(whenWide());
  return children;
}
