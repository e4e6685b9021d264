import { editorMessage } from './editor-messages';
import { useMemo, useState } from 'react';
import type { Block, BlockIssue } from '../../engine/parse';
import { parseBlocks } from '../../engine/parse';
import { BlockTree } from '../../blocks/block-tree';
import { formatPath } from '../../../schemas/issue-format';
import { t } from '../../i18n/zh-CN';
import type { LinkFinding } from '../../engine/link-check';
import { LinkNotes } from './link-notes';
import { useLinkFindings } from './use-link-findings';
import styles from './preview.module.css';

/** An issue of the preview: the engine's, or a block that threw while rendering. */
type PreviewIssue = Omit<BlockIssue, 'kind'> & { kind: BlockIssue['kind'] | 'render' };
type Entry = { blocks: Block[] } | { issue: PreviewIssue } | { notes: { index: number; findings: LinkFinding[] } };

const anchor = (index: number) => `preview-item-${index}`;
const NO_LINK_FINDINGS: ReadonlyMap<number, LinkFinding[]> = new Map();

/** The link check's count line: dead links, cards that misname or misprice their product, targets the backend did not answer about. */
function linkSummary(links: ReadonlyMap<number, LinkFinding[]>): string {
  const all = [...links.values()].flat();
  const count = (...rules: LinkFinding['rule'][]) => all.filter((f) => rules.includes(f.rule)).length;
  return t.preview.links.summary(count('dead-link', 'no-route'), count('name-differs', 'price-differs'), count('target-unchecked'));
}
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Items in order: runs of good blocks (one BlockTree each) and, between them, the broken items and the link notes of the block before. */
function entriesOf(blocks: Block[], issues: PreviewIssue[], links: ReadonlyMap<number, LinkFinding[]>): Entry[] {
  const byIndex = [...blocks.map((block) => ({ index: block.index, block })), ...issues.map((issue) => ({ index: issue.index, issue }))];
  byIndex.sort((a, b) => a.index - b.index);
  const entries: Entry[] = [];
  for (const item of byIndex) {
    const last = entries[entries.length - 1];
    if ('issue' in item) entries.push({ issue: item.issue });
    else if (last && 'blocks' in last) last.blocks.push(item.block);
    else entries.push({ blocks: [item.block] });
    const findings = 'block' in item ? links.get(item.index) : undefined;
    if (findings) entries.push({ notes: { index: item.index, findings } });
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
}

/**
 * The pasted or fetched items rendered by the real engine, broken ones marked in place, issues beside (first on phones).
 * The one parse at a render site: the editor's input is typed here, never loaded (the canvas is remounted for new input).
 */
export function PreviewCanvas({ items }: PreviewCanvasProps) {
  const parsed = useMemo(() => parseBlocks(items), [items]);
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
  const linkCheck = useLinkFindings(parsed.blocks);
  const links = linkCheck.status === 'ok' ? linkCheck.data : NO_LINK_FINDINGS;

  return (
    <div className={styles.result}>
      <div className={styles.summary} role="status">
        <p>{t.preview.summary(blocks.length, issues.length)}</p>
        <p>{linkCheck.status === 'ok' ? linkSummary(links) : t.preview.links.checking}</p>
      </div>
      <aside className={styles.aside} aria-label={t.preview.issues}>
        <h2 className={styles.asideTitle}>{t.preview.issues}</h2>
        <IssueList issues={issues} />
      </aside>
      <section className={styles.canvas} aria-label={t.preview.rendered}>
        {entriesOf(blocks, issues, links).map((entry) =>
          'issue' in entry ? (
            <BrokenItem key={`issue-${entry.issue.index}`} issue={entry.issue} />
          ) : 'notes' in entry ? (
            <LinkNotes key={`links-${entry.notes.index}`} index={entry.notes.index} findings={entry.notes.findings} />
          ) : (
            <BlockTree key={`run-${entry.blocks[0]?.index}`} blocks={entry.blocks} onRenderError={onRenderError} />
          ),
        )}
      </section>
    </div>
  );
}
