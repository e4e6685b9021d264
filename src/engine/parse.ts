import { blockSchemas, type BlockModel, type BlockProps } from '../../schemas/cms/blocks';
import { applyChildIdNames, isComponentEntry } from '../../schemas/cms/component-config';

/** One parsed block: its model, its position in the CMS list, and its checked props. */
export type Block = { [M in BlockModel]: { model: M; index: number; props: BlockProps<M> } }[BlockModel];

/** Why an item of the CMS list did not become a block. */
export type BlockIssueKind = 'malformed-json' | 'unknown-model' | 'invalid';

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

/** Options of parseBlocks. */
export interface ParseOptions {
  /** Models the page reads itself (storyBasicConfig, contactus ...): left alone, neither block nor issue. */
  ignore?: readonly string[];
}

const warned = new Set<string>();
/** Warns once per distinct message: a page parsed on every render must not flood the console. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  if (warned.size < 1000) warned.add(message);
  console.warn(message);
}

function describe(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type ItemResult = { block: Block } | { issue: BlockIssue } | null;

function parseItem(item: unknown, index: number, ignore: readonly string[]): ItemResult {
  if (!isRecord(item)) return { issue: { index, kind: 'invalid', path: [], message: 'expected an item { modelName, contents }' } };
  const modelName = item.modelName;
  if (typeof modelName !== 'string' || modelName === '') {
    return { issue: { index, kind: 'invalid', path: ['modelName'], message: 'missing model name' } };
  }
  if (ignore.includes(modelName)) return null;
  if (!Object.hasOwn(blockSchemas, modelName)) {
    warnOnce(`[cms] unknown block model "${modelName}" skipped`);
    return { issue: { index, modelName, kind: 'unknown-model', path: [], message: `unknown model "${modelName}"` } };
  }
  const model = modelName as BlockModel;
  let contents = item.contents;
  if (typeof contents === 'string') {
    try {
      contents = JSON.parse(contents) as unknown;
    } catch (error) {
      const message = `malformed JSON: ${(error as Error).message}`;
      // Malformed JSON is logged, then treated as an unknown model (skipped).
      warnOnce(`[cms] block ${index} (${model}): ${message}; skipped`);
      return { issue: { index, modelName, kind: 'malformed-json', path: [], message } };
    }
  }
  if (isComponentEntry(contents)) contents = applyChildIdNames(contents.value, contents.childIdNames);
  const result = blockSchemas[model].safeParse(contents);
  if (result.success) return { block: { model, index, props: result.data } as Block };
  const [first, ...rest] = result.error.issues;
  const path = (first?.path ?? []).map((key) => (typeof key === 'number' ? key : String(key)));
  const message = `${first?.message ?? 'invalid'}${rest.length ? ` (and ${rest.length} more)` : ''}`;
  return { issue: { index, modelName, kind: 'invalid', path, message } };
}

/**
 * Reads the CMS list `[{ modelName, contents }]` (contents a JSON string, or an already-parsed object, or a
 * component config entry `{ value, childIdNames }`) into typed blocks. Never throws. Blocks keep input order;
 * every item becomes one block or one issue, except items whose model is in `options.ignore`, which
 * produce neither. Malformed JSON is logged once and skipped like an unknown model; unknown models are
 * skipped; schema violations are skipped with the zod path inside the contents. null or undefined (no
 * content) gives an empty result; any other non-list gives one issue at index 0.
 */
export function parseBlocks(items: unknown, options: ParseOptions = {}): ParseResult {
  const blocks: Block[] = [];
  const issues: BlockIssue[] = [];
  if (items == null) return { blocks, issues };
  if (!Array.isArray(items)) {
    return { blocks, issues: [{ index: 0, kind: 'invalid', path: [], message: 'expected a list of CMS items [{ modelName, contents }]' }] };
  }
  try {
    collect(items, Array.isArray(options?.ignore) ? options.ignore : [], blocks, issues);
  } catch (error) {
    // Only a hand-built list (a proxy, a throwing length getter) gets here; JSON never does.
    issues.push({ index: 0, kind: 'invalid', path: [], message: `unreadable list: ${describe(error)}` });
  }
  return { blocks, issues };
}

function collect(items: readonly unknown[], ignore: readonly string[], blocks: Block[], issues: BlockIssue[]): void {
  const count = items.length;
  for (let index = 0; index < count; index += 1) {
    let result: ItemResult;
    try {
      result = parseItem(items[index], index, ignore);
    } catch (error) {
      // Getters or proxies in hand-built input can throw; the page must still come up.
      result = { issue: { index, kind: 'invalid', path: [], message: `unreadable item: ${describe(error)}` } };
    }
    if (result === null) continue;
    if ('block' in result) blocks.push(result.block);
    else issues.push(result.issue);
  }
}
