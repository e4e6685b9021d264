import { useEffect } from 'react';
import { CONTACT_MODEL, contactSchema, type ContactContent } from '../../../../schemas/cms/contact';
import { modelEntrySchema, readEntries } from '../../../../schemas/cms/read-entries';
import { formatIssues } from '../../../../schemas/issue-format';
import { fetchPageContents } from '../../../api/cms';
import { empty, load, type Empty, type Loaded } from '../../../api/load';
import type { ApiClient } from '../../../api/client';
import { apiClient, apiOf, type RequestContext } from '../../../config/client';
import { env } from '../../../config/env';
import { useAction } from '../../../ui/use-action';
import { replace } from 'react-router-dom';
import { paths } from '../../../engine/paths';
import { isGone, pageData } from '../page-answer/page-status';

/** The contact page's `contactus` item, read by the dialog and the page (no block, schemas/cms/readers.ts); every other model is left alone. */
const contactEntry = modelEntrySchema({ [CONTACT_MODEL]: contactSchema });

/** The contact content: the `contactus` item of the contact page (page contents by page id, with the token). */
export async function fetchContact(api: ApiClient, signal: AbortSignal): Promise<ContactContent | Empty> {
  const { data } = await fetchPageContents(api, env.VITE_CONTENT_ID_CONTACT_US, signal);
  const { entries, skipped } = readEntries(data, contactEntry, ['contents']);
  const contact = entries.find((entry) => entry.value)?.value;
  if (contact) return contact.value;
  return empty(skipped.length ? `no usable ${CONTACT_MODEL} item: ${formatIssues(skipped)}` : `no ${CONTACT_MODEL} item`);
}

/** The /contact-us route's loader: contact content that is gone (isGone: missing, empty or refused) sends the visitor home (replace); a failed request is the page's to tell. */
export async function contactLoader({ request, context }: { request: Request; context: RequestContext }) {
  const loaded = await load('contact', () => fetchContact(apiOf(context), request.signal));
  if (isGone(loaded)) throw replace(paths.home());
  return pageData(loaded, [loaded]);
}

/** The contact content for the dialog, loaded each time it opens (a visitor's click); null while it loads. */
export function useContactDialogContent(open: boolean): Loaded<ContactContent> | null {
  const { state, run, abort } = useAction('contact', (signal: AbortSignal) => fetchContact(apiClient, signal));
  // Closing goes back to idle, so each opening starts from 'loading': the last opening's answer is never shown again.
  useEffect(() => {
    if (open) void run();
    else abort();
  }, [open, run, abort]);
  return state.status === 'idle' || state.status === 'pending' ? null : state;
}
