import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { CONTACT_MODEL, contactContentsSchema, type ContactContent } from '../../../schemas/cms/contact';
import { fetchPageContents } from '../../api/cms';
import { ContractError } from '../../api/contract';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';
import { t } from '../../i18n/zh-CN';

/** The contact content, or why there is none: missing, empty or unusable (with the reason), or a request error. */
export type ContactLoad =
  | { status: 'ready'; content: ContactContent }
  | { status: 'empty'; reason: string }
  | { status: 'error'; message: string };

/** Loads the contact page's `contactus` item; never throws. */
export async function loadContact(pageId: string = env.VITE_CONTENT_ID_CONTACT_US): Promise<ContactLoad> {
  try {
    const response = await fetchPageContents(apiClient, pageId);
    if (!response.success) return { status: 'empty', reason: response.errorMessage ?? 'unsuccessful' };
    const item = response.data?.find((entry) => entry.modelName === CONTACT_MODEL);
    if (!item) return { status: 'empty', reason: `no ${CONTACT_MODEL} item` };
    const parsed = contactContentsSchema.safeParse(item.contents);
    if (!parsed.success) return { status: 'empty', reason: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') };
    return { status: 'ready', content: parsed.data };
  } catch (error) {
    // An answer that breaks its contract is content we cannot use, not a failed request.
    if (error instanceof ContractError) return { status: 'empty', reason: error.message };
    return { status: 'error', message: (error as Error).message };
  }
}

/**
 * The contact content while `active`: missing or empty content warns and replaces the location with /,
 * a request error toasts its message (or the default retry message). Null until ready.
 */
export function useContactContent(active = true, onGone?: () => void): ContactContent | null {
  const navigate = useNavigate();
  const [content, setContent] = useState<ContactContent | null>(null);
  // The latest callback, without refetching when the owner passes a new function each render.
  const gone = useRef(onGone);
  useLayoutEffect(() => {
    gone.current = onGone;
  });
  useEffect(() => {
    if (!active) return;
    let live = true;
    void loadContact().then((result) => {
      if (!live) return;
      if (result.status === 'ready') setContent(result.content);
      else if (result.status === 'error') toast.error(result.message || t.requestFailed);
      else {
        console.warn(`[contact] content missing or empty (${result.reason}): back to home`);
        gone.current?.();
        void navigate('/', { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [active, navigate]);
  return content;
}
