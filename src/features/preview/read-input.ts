/** What an editor pasted, reduced to the CMS item list the engine reads, or why it could not be. */
export type PreviewInput = { ok: true; items: unknown[] } | { ok: false; reason: 'unreadable'; detail: string } | { ok: false; reason: 'not-cms' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A page config's contents: a JSON string (or an already-parsed list) holding the item list. */
function fromContents(contents: unknown): unknown[] | undefined {
  if (Array.isArray(contents)) return contents;
  if (typeof contents !== 'string') return undefined;
  const parsed: unknown = JSON.parse(contents);
  return Array.isArray(parsed) ? parsed : undefined;
}

/** The item list inside any of the shapes an editor may paste. */
function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  if ('modelName' in value) return [value];
  if ('contents' in value) return fromContents(value.contents);
  if ('data' in value) return itemsOf(value.data);
  return undefined;
}

/**
 * Reads pasted CMS JSON: a content list `[{ modelName, contents }]`, one item, an API envelope `{ data }`
 * (of a content list or of a page config) or a page config `{ contents }` whose contents is a JSON string.
 * Items are left unchecked: parseBlocks reports on each one.
 */
export function readPreviewInput(text: string): PreviewInput {
  try {
    const items = itemsOf(JSON.parse(text) as unknown);
    return items ? { ok: true, items } : { ok: false, reason: 'not-cms' };
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: (error as Error).message };
  }
}
