import { editorMessage } from './editor-messages';
import { useMemo, useState } from 'react';
import type { Block, BlockIssue } from '../../engine/parse';
import { parseBlocks } from '../../engine/parse';
import { BlockTree } from '../../blocks/block-tree';
import { formatPath } from '../../../schemas/cms/read-entries';
import { t } from '../../i18n/zh-CN';
import styles from './preview.module.css';

/** An issue of the preview: the engine's, or a block that threw while rendering. */
type PreviewIssue = Omit<BlockIssue, 'kind'> & { kind: BlockIssue['kind'] | 'render' };
type Entry = { blocks: Block[] } | { issue: PreviewIssue };

const anchor = (index: number) => `preview-item-${index}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Items in order: runs of good blocks (one BlockTree each) and, between them, the broken items. */
function entriesOf(blocks: Block[], issues: PreviewIssue[]): Entry[] {
  const byIndex = [...blocks.map((block) => ({ index: block.index, block })), ...issues.map((issue) => ({ index: issue.index, issue }))];
  byIndex.sort((a, b) => a.index - b.index);
  const entries: Entry[] = [];
  for (const item of byIndex) {
    const last = entries[entries.length - 1];
    if ('issue' in item) entries.push({ issue: item.issue });
    else if (last && 'blocks' in last) last.blocks.push(item.block);
    else entries.push({ blocks: [item.block] });
  }
  return entries;
}

/** The placeholder that marks a broken item in place. */
function BrokenItem({ issue }: { issue: PreviewIssue }) {
  return (
    <div id={anchor(issue.index)} className={styles.broken} role="note">
      <strong>{t.preview.brokenBlock(issue.index, issue.modelName ?? '?')}</strong>
      <span>
        {t.preview.kinds[issue.kind]}
        {issue.path.length > 0 && <code className={styles.path}>{formatPath(issue.path)}</code>}
      </span>
    </div>
  );
}

/** The issues beside the page: index, model, JSON path, message; each links to its placeholder. */
function IssueList({ issues }: { issues: PreviewIssue[] }) {
  if (issues.length === 0) return <p className={styles.muted}>{t.preview.noIssues}</p>;
  return (
    <ol className={styles.issues}>
      {issues.map((issue) => (
        <li key={`${issue.kind}-${issue.index}`} className={styles.issue}>
          <a href={`#${anchor(issue.index)}`} className={styles.issueHead}>
            <span>{t.preview.index} {issue.index}</span>
            <span>{t.preview.model} {issue.modelName ?? '—'}</span>
            <span className={styles.kind}>{t.preview.kinds[issue.kind]}</span>
          </a>
          <dl className={styles.issueBody}>
            <dt>{t.preview.path}</dt>
            <dd><code className={styles.path}>{issue.path.length ? formatPath(issue.path) : '—'}</code></dd>
            <dt>{t.preview.message}</dt>
            <dd>{editorMessage(issue.message)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Props of PreviewCanvas. */
export interface PreviewCanvasProps {
  items: unknown[];
  ignore: readonly string[];
}

/** The pasted or fetched items rendered by the real engine, broken ones marked in place, issues beside (first on phones). */
export function PreviewCanvas({ items, ignore }: PreviewCanvasProps) {
  const parsed = useMemo(() => parseBlocks(items, { ignore }), [items, ignore]);
  // Blocks that threw while rendering; the parent remounts this canvas (key) for new input.
  const [renderErrors, setRenderErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const blocks = parsed.blocks.filter((block) => !renderErrors.has(block.index));
  const issues: PreviewIssue[] = [
    ...parsed.issues,
    ...parsed.blocks.flatMap((block) => {
      const message = renderErrors.get(block.index);
      return message === undefined ? [] : [{ index: block.index, modelName: block.model, kind: 'render' as const, path: [], message }];
    }),
  ].sort((a, b) => a.index - b.index);
  const onRenderError = (block: Block, error: unknown) =>
    setRenderErrors((current) => new Map(current).set(block.index, messageOf(error)));

  return (
    <div className={styles.result}>
      <p className={styles.summary} role="status">{t.preview.summary(blocks.length, issues.length)}</p>
      <aside className={styles.aside} aria-label={t.preview.issues}>
        <h2 className={styles.asideTitle}>{t.preview.issues}</h2>
        <IssueList issues={issues} />
      </aside>
      <section className={styles.canvas} aria-label={t.preview.rendered}>
        {entriesOf(blocks, issues).map((entry) =>
          'issue' in entry ? (
            <BrokenItem key={`issue-${entry.issue.index}`} issue={entry.issue} />
          ) : (
            <BlockTree key={`run-${entry.blocks[0]?.index}`} blocks={entry.blocks} onRenderError={onRenderError} />
          ),
        )}
      </section>
    </div>
  );
}
