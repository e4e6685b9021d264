import { readPageConfig, type PageConfig } from '../../schemas/cms/page';
import { callEndpoint, sendEndpoint } from './call-endpoint';
import type { ApiClient } from './client';
import { empty, type Empty } from './load';

/** The CMS content list of a page by page id (contact, brand story, gifting). */
export function fetchPageContents(client: ApiClient, pageId: string, signal?: AbortSignal) {
  return callEndpoint(client, 'regionContents', { searchParams: { storeId: client.config.storeId, pageId }, signal });
}

/** The CMS content list of a content screen (home and the content pages). */
export function fetchScreenContents(client: ApiClient, pageId: string, signal?: AbortSignal) {
  return callEndpoint(client, 'screenContents', { searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, pageId }, signal });
}

/** Readable content by content id (the content editors' preview; the frame's reads go through firstContents). */
export function fetchReadableContent(client: ApiClient, contentId: string) {
  return callEndpoint(client, 'readableContent', { searchParams: { storeId: client.config.storeId, storeCode: client.config.storeCode, contentId } });
}

/** Every readable content of one CMS model (the content editors' preview). */
export function fetchReadableContentByModelId(client: ApiClient, modelId: string, signal?: AbortSignal) {
  return callEndpoint(client, 'readableContentByModel', { searchParams: { modelId }, signal });
}

/**
 * A page config by id: its parsed contents plus the other data fields; empty when the answer is unusable (not an
 * object, empty, or not success with errorCode '0': readPageConfig, the CLI's verdict too), with the reason; throws
 * when the request fails.
 */
export async function fetchPageConfig(client: ApiClient, pageId: string, signal?: AbortSignal): Promise<PageConfig | Empty> {
  const body = await sendEndpoint(client, 'previewPage', { searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, pageId }, signal });
  const reading = readPageConfig(body);
  return reading.ok ? reading.config : empty(`page config ${pageId} rejected: ${reading.reason}`);
}
