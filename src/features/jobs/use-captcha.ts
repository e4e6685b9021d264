import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyApi } from '../../config/lazy-api';
import { t } from '../../i18n/zh-CN';
import { useAction } from '../../ui/use-action';
import { toastError } from '../../ui/toast';
import type { Captcha } from '../../../schemas/api/recruit';

/** A new captcha, the call's code (API client, schemas) fetched with the form's first one. */
async function loadCaptcha(signal: AbortSignal): Promise<Captcha> {
  const [{ fetchJobCaptcha }, client] = await lazyApi(import('../../api/recruit'));
  return fetchJobCaptcha(client, signal);
}

/** The captcha is replaced this often while the form is open. */
export const CAPTCHA_REFRESH_MS = 5 * 60 * 1000;

/**
 * The form's captcha: loaded when the form opens, replaced every five minutes and whenever `refresh` is
 * called (a click on the image, a failed submit). `onKey` hands each new key to the draft. A failed load
 * toasts and answers its message; the image shown stays until a new one arrives.
 */
export function useCaptcha(onKey: (key: string) => void) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState('');
  const { run } = useAction('job captcha', loadCaptcha, t.jobs.captchaFailed);
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });

  const refresh = useCallback(() => {
    void run().then((loaded) => {
      if (loaded?.status === 'ok') {
        setCaptcha(loaded.data);
        setFailed('');
        onKeyRef.current(loaded.data.captchaKey);
      } else if (loaded?.status === 'failed') {
        setFailed(loaded.message);
        toastError(loaded.message, { id: loaded.message });
      }
    });
  }, [run]);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, CAPTCHA_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  return { captcha, failed, refresh };
}
