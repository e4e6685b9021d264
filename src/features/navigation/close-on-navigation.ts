import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { closeSubmenusAtom } from '../../state/menu';

/**
 * Hides the header's open submenu once a navigation sets off (spec: after an internal navigation), whatever link
 * started it: the header's own, a CMS link or rich text on the page. The key of where the page is going changes when a
 * navigation starts (or lands at once); the first render's is the arrival, which leaves a submenu taken over from the HTML open.
 */
export function useSubmenusCloseOnNavigation(): void {
  const location = useLocation();
  const going = useNavigation().location ?? location;
  const close = useSetAtom(closeSubmenusAtom);
  const seen = useRef(going.key);
  useEffect(() => {
    if (seen.current === going.key) return;
    seen.current = going.key;
    close();
  }, [going.key, close]);
}
