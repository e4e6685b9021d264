import * as z from 'zod/mini';
import { blockModels, blockSchemas, type BlockModel, type BlockProps } from '../../schemas/cms/blocks';
import { applyChildIdNames, isComponentEntry } from '../../schemas/cms/component-config';
import { readerModels } from '../../schemas/cms/readers';
import { modelEntrySchema, readEntries, skipKind, type SkipKind, type SkippedEntry } from '../../schemas/cms/read-entries';

/** One parsed block: its model, its position in the CMS list, and its checked props. */
export type Block = { [M in BlockModel]: { model: M; index: number; props: BlockProps<M> } }[BlockModel];

/** Why an item of the CMS list did not become a block. */
export type BlockIssueKind = SkipKind;

/** One skipped item: where it was, what it claimed to be, and the path (inside its contents) of the fault. */
export interface BlockIssue {
  index: number;
  modelName?: string;
  kind: BlockIssueKind;
  path: (string | number)[];
  message: string;
}

/** What parseBlocks found: the blocks in input order, and one issue per item that is not a block. */
export interface ParseResult {
  blocks: Block[];
  issues: BlockIssue[];
}

const warned = new Set<string>();
/** Warns once per distinct message: content parsed on every request (the server) or visit must not flood the log. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  if (warned.size < 1000) warned.add(message);
  console.warn(message);
}

/** A component config entry `{ value, childIdNames }` becomes its value with real field names; plain props pass. */
const componentValue = z.transform((contents: unknown) => (isComponentEntry(contents) ? applyChildIdNames(contents.value, contents.childIdNames) : contents));
const blockContents = Object.fromEntries(blockModels.map((model) => [model, z.pipe(componentValue, blockSchemas[model])])) as {
  [M in BlockModel]: z.ZodMiniPipe<typeof componentValue, (typeof blockSchemas)[M]>;
};
// The models a page reads itself (schemas/cms/readers.ts) read as null: neither block nor issue.
const allBlocks = modelEntrySchema(blockContents, { unknown: 'skip', ignore: readerModels });

/** The model name an item claims, read without trusting it (hand-built items may throw). */
function modelNameOf(list: readonly unknown[], index: number): string | undefined {
  try {
    const name = (list[index] as { modelName?: unknown } | null)?.modelName;
    return typeof name === 'string' && name !== '' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** What readBlocks found: parseBlocks' result, and beside each issue (same position) the readEntries record with every zod issue. */
export interface BlocksRead extends ParseResult {
  skipped: SkippedEntry[];
}

/** parseBlocks for the content validator, which lists every fault of a skipped block, not only the first. */
export function readBlocks(items: unknown): BlocksRead {
  const { entries, skipped } = readEntries(items, allBlocks);
  const blocks = entries.flatMap(({ index, value }) => (value ? [{ model: value.model, index, props: value.value } as Block] : []));
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const issues = skipped.map((skip): BlockIssue => {
    const kind = skipKind(skip);
    const modelName = kind === 'invalid' && skip.path[1] === 'modelName' ? undefined : modelNameOf(list, skip.index);
    if (kind === 'unknown-model') warnOnce(`[cms] unknown block model "${modelName}" skipped`);
    // Malformed JSON is logged, then treated as an unknown model (skipped).
    if (kind === 'malformed-json') warnOnce(`[cms] block ${skip.index} (${modelName}): ${skip.message}; skipped`);
    return { index: skip.index, ...(modelName ? { modelName } : {}), kind, path: skip.path.slice(1), message: skip.message };
  });
  return { blocks, issues, skipped };
}

/**
 * Reads the CMS list `[{ modelName, contents }]` (contents a JSON string, or an already-parsed object, or a
 * component config entry `{ value, childIdNames }`) into typed blocks, through readEntries. Never throws.
 * Blocks keep input order; every item becomes one block or one issue, except items of the models pages read
 * themselves (`readerModels`), which produce neither. Malformed JSON is logged once and skipped like an unknown model;
 * unknown models are skipped; schema violations are skipped with the zod path inside the contents. null or
 * undefined (no content) gives an empty result; any other non-list gives one issue at index 0.
 */
export function parseBlocks(items: unknown): ParseResult {
  const { blocks, issues } = readBlocks(items);
  return { blocks, issues };
}
