import { useEffect } from 'react';
import type { Loaded } from '../../../api/load';
import { toastError } from '../../../ui/toast';

/** Toasts a failed request's message once per failure, above whatever is open. */
export function useFailureToast(loaded: Loaded<unknown> | null) {
  const message = loaded?.status === 'failed' && loaded.cause === 'request' ? loaded.message : '';
  useEffect(() => {
    if (message) toastError(message, { id: message });
  }, [message, loaded]);
}
