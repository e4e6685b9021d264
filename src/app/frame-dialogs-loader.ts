import { useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { FRAME_DIALOG_PARAMS } from '../engine/paths';
import type { FrameDialogs } from './frame-dialogs-data';
import { pageData } from '../features/shared/page-answer/page-status';

/** Id of the full frame's route, whose loader brings the data of a dialog opened by the page's address. */
export const FULL_FRAME_ROUTE_ID = 'full-frame';

/**
 * The full frame's loader: the data of the frame's dialogs named in the address (`?contact`, `?store`, `?job`), so the
 * server renders them open; null when the address names none. The data calls come with it, not with the entry.
 */
export async function frameDialogsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!FRAME_DIALOG_PARAMS.some((key) => url.searchParams.has(key))) return null;
  const { loadFrameDialogs } = await import('./frame-dialogs-data');
  const dialogs = await loadFrameDialogs(context, url, request.signal);
  // The contact dialog's content counts as the page's (the store's and the job's fall back to their own loading).
  return pageData<FrameDialogs | null>(dialogs, [dialogs.contact]);
}

/** The frame's dialogs' data as the address named them when the page arrived; the dialogs load their own on a later opening. */
export const useFrameDialogs = (): FrameDialogs | null => useRouteLoaderData<typeof frameDialogsLoader>(FULL_FRAME_ROUTE_ID) ?? null;
