import { blockSchemas, isBlockModel } from '../../../schemas/cms/blocks';
import { applyChildIdNames, isComponentEntry } from '../../../schemas/cms/component-config';
import type { SkippedEntry } from '../../../schemas/cms/read-entries';
import { readBlocks, type BlockIssue } from '../../../src/engine/parse';
import type { Issue, Path } from '../findings';
import type { CheckResult, ContentLink, FollowUp } from './result';
import { scanContent } from './suspicious';
import { parsedJson, preview } from './values';
import { fromZodIssues } from './zod-issues';

/** Contents of one CMS item as the engine reads them: JSON string parsed, component child ids renamed. */
function props(item: unknown): unknown {
  const contents = parsedJson((item as { contents?: unknown } | null)?.contents);
  return isComponentEntry(contents) ? applyChildIdNames(contents.value, contents.childIdNames) : contents;
}

const KNOWN_MODELS = `one of the ${Object.keys(blockSchemas).length} block models (${Object.keys(blockSchemas).slice(0, 3).join(', ')} …)`;
const SEVERITY = { 'malformed-json': 'error', invalid: 'error', 'unknown-model': 'warning' } as const;
const CONSEQUENCE = {
  'malformed-json': 'the site skips this block',
  invalid: 'the site skips this block',
  'unknown-model': 'the site has no component for this model and skips it',
} as const;

/** Findings of one skipped item: every schema violation for an invalid block, else the engine's own issue. */
function itemIssues(issue: BlockIssue, skipped: SkippedEntry | undefined, item: unknown, at: Path): Issue[] {
  const common = { index: issue.index, ...(issue.modelName ? { modelName: issue.modelName } : {}) };
  const value = props(item);
  if (issue.kind === 'invalid' && issue.modelName && isBlockModel(issue.modelName) && skipped?.issues.length) {
    // parseBlocks names the first fault only; readBlocks keeps them all, to say what was expected of each.
    return fromZodIssues(skipped.issues, value, at).map((i) => ({ ...i, ...common, message: `${i.message}: ${CONSEQUENCE.invalid}` }));
  }
  const expected = issue.kind === 'malformed-json' ? 'contents as valid JSON' : issue.kind === 'unknown-model' ? KNOWN_MODELS : issue.message;
  const received = issue.kind === 'unknown-model' ? preview(issue.modelName) : preview(issue.kind === 'malformed-json' ? (item as { contents?: unknown } | null)?.contents : value);
  return [{ ...common, severity: SEVERITY[issue.kind], rule: issue.kind, path: [...at, ...issue.path], expected, received, message: `${issue.message}: ${CONSEQUENCE[issue.kind]}` }];
}

/**
 * Checks a CMS item list with the engine the site renders with. `listPath` names the list in findings
 * (`contents[3].buttons[1].link`); the models pages read themselves are the engine's to leave alone, as the site does.
 */
export function checkBlocks(items: unknown, listPath: Path): CheckResult {
  const { blocks, issues, skipped } = readBlocks(items);
  const list = Array.isArray(items) ? (items as unknown[]) : [];
  const found = issues.flatMap((issue, i) => itemIssues(issue, skipped[i], list[issue.index], [...listPath, issue.index]));
  const follow: FollowUp[] = [];
  const links: ContentLink[] = [];
  for (const block of blocks) {
    const scan = scanContent(props(list[block.index]), [...listPath, block.index]);
    const where = { index: block.index, modelName: block.model };
    // One at a time: a block may hold hundreds of thousands, more than a call takes as arguments.
    for (const issue of scan.issues) found.push({ ...issue, ...where });
    for (const followUp of scan.follow) follow.push(followUp);
    // The scan's own objects, told their block in place: a copy costs 300 bytes a link (a hidden class of its own).
    for (const link of scan.links) links.push(Object.assign(link, where));
  }
  found.sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
  return { issues: found, follow, links };
}
