import { pageContentsResponseSchema, readableContentByModelResponseSchema, readableContentResponseSchema, readPageConfig, type PageConfig } from '../../schemas/cms/page';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';
import { empty, type Empty } from './load';

/** The CMS content list of a page by page id, with the token (contact, brand story, gifting). */
export async function fetchPageContents(client: ApiClient, pageId: string, signal?: AbortSignal) {
  const body = await client.get(endpoints.regionContents, {
    token: true,
    searchParams: { storeId: client.config.storeId, pageId },
    ...(signal ? { signal } : {}),
  });
  return requireOk(parseResponse(pageContentsResponseSchema, body, endpoints.regionContents), endpoints.regionContents, 'success');
}

/** The CMS content list of a content screen (home and the content pages), without the token: CMS page calls carry none. */
export async function fetchScreenContents(client: ApiClient, pageId: string, signal?: AbortSignal) {
  const body = await client.get(endpoints.screenContents, {
    token: false,
    searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, pageId },
    ...(signal ? { signal } : {}),
  });
  return requireOk(parseResponse(pageContentsResponseSchema, body, endpoints.screenContents), endpoints.screenContents, 'success');
}

/** Readable content by content id (navigation, footer, site settings, screens). */
export async function fetchReadableContent(client: ApiClient, contentId: string) {
  const body = await client.get(endpoints.readableContent, {
    token: false,
    searchParams: { storeId: client.config.storeId, storeCode: client.config.storeCode, contentId },
  });
  return requireOk(parseResponse(readableContentResponseSchema, body, endpoints.readableContent), endpoints.readableContent, 'success');
}

/** Every readable content of one CMS model (the content editors' preview), without the token: CMS content calls carry none. */
export async function fetchReadableContentByModelId(client: ApiClient, modelId: string, signal?: AbortSignal) {
  const body = await client.get(endpoints.readableContentByModel, {
    token: false,
    searchParams: { modelId },
    ...(signal ? { signal } : {}),
  });
  return requireOk(parseResponse(readableContentByModelResponseSchema, body, endpoints.readableContentByModel), endpoints.readableContentByModel, 'success');
}

/**
 * A page config by id: its parsed contents plus the other data fields; empty when the answer is unusable (not an
 * object, empty, or not success with errorCode '0'), with the reason; throws when the request fails.
 */
export async function fetchPageConfig(client: ApiClient, pageId: string, signal?: AbortSignal): Promise<PageConfig | Empty> {
  const body = await client.get(endpoints.previewPage, {
    token: false,
    searchParams: { storeCode: client.config.storeCode, storeId: client.config.storeId, pageId },
    ...(signal ? { signal } : {}),
  });
  const reading = readPageConfig(body);
  return reading.ok ? reading.config : empty(`page config ${pageId} rejected: ${reading.reason}`);
}
