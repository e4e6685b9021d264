import { useState } from 'react';
import { toastError } from '../../../ui/toast';
import { lazyApi } from '../../../config/lazy-api';
import { t } from '../../../i18n/zh-CN';

/** The mini-program page the link opens (ASSUMED: its home page). */
export const MINI_PROGRAM_PAGE = { path: 'pages/index/index', query: 'from=website' };

/** Opens a mini-program link; tests pass their own. */
export type OpenLink = (link: string) => void;
const openInApp: OpenLink = (link) => window.location.assign(link);

/**
 * The one way into the messaging app's mini-program from a phone: a tap asks mini/generateSchemeByParam for the link
 * and opens it. The call's code loads on the first tap, so the footer that offers it stays light. A failure is logged,
 * toasted, and answered with false, so the caller shows its QR image instead.
 */
export function useMiniProgramOpener(open: OpenLink = openInApp) {
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState('');
  const openMiniProgram = async (): Promise<boolean> => {
    setAsking(true);
    try {
      const [{ fetchMiniScheme }, client] = await lazyApi(import('../../../api/mini'));
      const scheme = await fetchMiniScheme(client, MINI_PROGRAM_PAGE);
      setLink(scheme);
      open(scheme);
      return true;
    } catch (error) {
      console.warn(`[mini program] no link: ${(error as Error).message}`);
      toastError(t.activity.miniFailed, { id: 'mini-program' });
      return false;
    } finally {
      setAsking(false);
    }
  };
  return { asking, link, openMiniProgram };
}
