import { isOk } from '../../../schemas/common';
import { fetchPageConfig, fetchPageContents, fetchReadableContent } from '../../api/cms';
import type { ApiClient } from '../../api/client';

/** Where an id is looked up: readable content, a page's region contents, or a page config. */
export type PreviewSource = 'content' | 'page' | 'pageConfig';

/** The CMS items behind an id, or null when the backend has none that can be used. Errors propagate. */
export async function fetchPreviewItems(client: ApiClient, source: PreviewSource, id: string): Promise<unknown[] | null> {
  if (source === 'pageConfig') return (await fetchPageConfig(client, id))?.contents ?? null;
  const response = source === 'content' ? await fetchReadableContent(client, id) : await fetchPageContents(client, id);
  return isOk(response, 'success') ? (response.data ?? null) : null;
}
