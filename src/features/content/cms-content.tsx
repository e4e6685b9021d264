import { useEffect, useMemo } from 'react';
import { BlockTree } from '../../blocks/block-tree';
import { parseBlocks, type BlockIssue } from '../../engine/parse';
import { t } from '../../i18n/zh-CN';
import type { RouteContent } from './route-content';
import styles from './cms-content.module.css';

// Lists already reported: a page re-rendered (or mounted twice in StrictMode) warns about its content once.
const reported = new WeakSet<object>();

const describeIssue = (issue: BlockIssue) =>
  [`#${issue.index}`, issue.modelName ?? '?', issue.path.length ? `at ${issue.path.join('.')}` : ''].filter(Boolean).join(' ') + `: ${issue.message}`;

/**
 * The CMS content of a page: parsed by the engine and rendered block by block. Broken blocks are skipped
 * (parseBlocks has already warned about malformed JSON and unknown models; schema violations are warned
 * here, once); a failed request shows the error notice. `ignore` names models the page reads itself.
 */
export function CmsContent({ content, ignore }: { content: RouteContent | undefined; ignore?: readonly string[] }) {
  const items = content?.items;
  const ignoreKey = ignore?.join('\n') ?? '';
  const { blocks, issues } = useMemo(() => parseBlocks(items, { ignore: ignoreKey ? ignoreKey.split('\n') : [] }), [items, ignoreKey]);

  useEffect(() => {
    if (!items || reported.has(items)) return;
    reported.add(items);
    const invalid = issues.filter((issue) => issue.kind === 'invalid');
    if (invalid.length) console.warn(`[cms] ${invalid.length} block(s) skipped as invalid:\n${invalid.map(describeIssue).join('\n')}`);
  }, [items, issues]);

  if (content?.error) return <p className={styles.notice} role="alert">{t.requestFailed}</p>;
  return <BlockTree blocks={blocks} />;
}
