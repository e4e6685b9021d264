import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../../ui/toast';
import type { Captcha } from '../../../schemas/api/recruit';
import { loadCaptcha } from './job-data';

/** The captcha is replaced this often while the form is open. */
export const CAPTCHA_REFRESH_MS = 5 * 60 * 1000;

/**
 * The form's captcha: loaded when the form opens, replaced every five minutes and whenever `refresh` is
 * called (a click on the image, a failed submit). `onKey` hands each new key to the draft. A failed load
 * toasts and answers its message.
 */
export function useCaptcha(onKey: (key: string) => void) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState('');
  const controller = useRef<AbortController | null>(null);
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });

  const refresh = useCallback(() => {
    controller.current?.abort();
    const current = (controller.current = new AbortController());
    void loadCaptcha(current.signal).then((loaded) => {
      if (current.signal.aborted) return;
      if (loaded.status === 'ok') {
        setCaptcha(loaded.data);
        setFailed('');
        onKeyRef.current(loaded.data.captchaKey);
      } else {
        const message = loaded.status === 'failed' ? loaded.message : '';
        setFailed(message);
        if (message) toastError(message, { id: message });
      }
    });
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, CAPTCHA_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.current?.abort();
    };
  }, [refresh]);

  return { captcha, failed, refresh };
}
