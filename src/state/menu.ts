import { atom } from 'jotai';

/** Key of the submenu panel open in the header (desktop mega menu or mobile second level); null = none. */
export const openSubmenuAtom = atom<string | null>(null);

/** Write-only atom that hides every open submenu panel (spec: after an internal navigation; the header's useSubmenusCloseOnNavigation). */
export const closeSubmenusAtom = atom(null, (_get, set) => set(openSubmenuAtom, null));
