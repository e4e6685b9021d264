import * as z from 'zod/mini';
import { envelope, jsonString, optionalDataEnvelope } from '../common';
import { isOk } from '../success-rule';
import { formatIssues } from '../issue-format';

/**
 * A CMS content list as the envelope carries it: accepted as a list whatever its entries are, because
 * parseBlocks judges each entry on its own and one bad entry must cost one block, never the page.
 */
export const cmsListSchema = z.array(z.unknown());

/** queryRegionContents (with or without the trailing slash): a page's CMS content list (data null on an unsuccessful answer). */
export const pageContentsResponseSchema = optionalDataEnvelope(cmsListSchema);

/** queryReadableContent: readable content by content id, a CMS content list (data null on an unsuccessful answer). */
export const readableContentResponseSchema = optionalDataEnvelope(cmsListSchema);

/**
 * queryReadableContentByModelId: every readable content of one CMS model, as a CMS content list (data null on an
 * unsuccessful answer). ASSUMED: the spec shows only the request (`modelId`); the answer is read like the other CMS
 * content answers (queryReadableContent, queryRegionContents), a list of `{ modelName, contents }` items, each
 * possibly with fields of its own (its content id, its name), which the engine leaves alone.
 */
export const readableContentByModelResponseSchema = optionalDataEnvelope(cmsListSchema);

/** previewPage: a page config whose `contents` is a JSON string holding the CMS item list. */
export const pageConfigDataSchema = z.looseObject({
  contents: jsonString(cmsListSchema),
});
/** A page config after its contents are parsed. */
export type PageConfig = z.infer<typeof pageConfigDataSchema>;

/** previewPage response; data is checked by fetchPageConfig, which answers null for any unusable config. */
export const pageConfigResponseSchema = envelope(z.unknown());

/** A usable page config, or why it was refused. */
export type PageConfigReading = { ok: true; config: PageConfig } | { ok: false; reason: string };

/**
 * The page-config rule on a previewPage response body: accepted only when success is true, errorCode '0' and data
 * present; refused (the caller warns) when data is not an object or its contents list is empty.
 */
export function readPageConfig(body: unknown): PageConfigReading {
  const response = pageConfigResponseSchema.safeParse(body);
  if (!response.success) return { ok: false, reason: `not an API envelope: ${formatIssues(response.error.issues.slice(0, 1))}` };
  const { success, errorCode, errorMessage, data } = response.data;
  if (!isOk({ success, errorCode }, 'success-and-code') || data == null) {
    return { ok: false, reason: errorMessage ?? `unsuccessful (success ${String(success)}, errorCode ${String(errorCode)}) or without data` };
  }
  if (typeof data !== 'object' || Array.isArray(data)) return { ok: false, reason: 'data is not an object' };
  const config = pageConfigDataSchema.safeParse(data);
  if (!config.success) return { ok: false, reason: formatIssues(config.error.issues.slice(0, 1)) };
  if (config.data.contents.length === 0) return { ok: false, reason: 'its contents list is empty' };
  return { ok: true, config: config.data };
}
