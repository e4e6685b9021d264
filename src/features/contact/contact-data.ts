import { useEffect, useState } from 'react';
import { toastError } from '../../ui/toast';
import { CONTACT_MODEL, contactSchema, type ContactContent } from '../../../schemas/cms/contact';
import { formatIssues, modelEntrySchema, readEntries } from '../../../schemas/cms/read-entries';
import { fetchPageContents } from '../../api/cms';
import { requireOk } from '../../api/contract';
import { endpoints } from '../../api/endpoints';
import { empty, load, type Loaded } from '../../api/load';
import { apiClient } from '../../config/client';
import { env } from '../../config/env';

/** The contact page's `contactus` item; every other model is left alone. */
const contactEntry = modelEntrySchema({ [CONTACT_MODEL]: contactSchema });

/** The contact content: the `contactus` item of the contact page (page contents by page id, with the token). */
export function loadContact(signal?: AbortSignal): Promise<Loaded<ContactContent>> {
  return load('contact', async () => {
    const { data } = requireOk(await fetchPageContents(apiClient, env.VITE_CONTENT_ID_CONTACT_US, signal), endpoints.regionContents, 'success');
    const { entries, skipped } = readEntries(data, contactEntry, ['contents']);
    const contact = entries.find((entry) => entry.value)?.value;
    if (contact) return contact.value;
    return empty(skipped.length ? `no usable ${CONTACT_MODEL} item: ${formatIssues(skipped)}` : `no ${CONTACT_MODEL} item`);
  });
}

/** The /contact-us route's loader. */
export const contactLoader = ({ request }: { request: Request }) => loadContact(request.signal);

/** Missing, empty or refused contact content closes the dialog and sends the visitor home (replace); a failed request keeps its message in the dialog. */
export const contactGone = (loaded: Loaded<ContactContent>) => loaded.status === 'empty' || (loaded.status === 'failed' && loaded.cause === 'unsuccessful');

/** Toasts a failed request's message once per failure, above whatever is open. */
export function useFailureToast(loaded: Loaded<unknown> | null) {
  const message = loaded?.status === 'failed' && loaded.cause === 'request' ? loaded.message : '';
  useEffect(() => {
    if (message) toastError(message, { id: message });
  }, [message, loaded]);
}

/** The contact content for the dialog, loaded each time it opens (a visitor's click); null while it loads. */
export function useContactDialogContent(open: boolean): Loaded<ContactContent> | null {
  const [loaded, setLoaded] = useState<Loaded<ContactContent> | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from 'loading': the last opening's answer is never shown again.
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setLoaded(null);
  }
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void loadContact(controller.signal).then((result) => {
      if (!controller.signal.aborted) setLoaded(result);
    });
    return () => controller.abort();
  }, [open]);
  return loaded;
}
