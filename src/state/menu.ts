import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** Key of the submenu panel open in the header (desktop mega menu or mobile second level); null = none. */
export const openSubmenuAtom = atom<string | null>(null);

/** Write-only atom that hides every open submenu panel (spec: after an internal navigation). */
export const closeSubmenusAtom = atom(null, (_get, set) => set(openSubmenuAtom, null));

/** A callback that hides every open submenu panel; CmsLink calls it when it navigates inside the site. */
export function useCloseSubmenus(): () => void {
  const close = useSetAtom(closeSubmenusAtom);
  return useCallback(() => close(), [close]);
}
