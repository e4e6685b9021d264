import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { BlockTree } from '../../../blocks/block-tree';
import { formatIssues } from '../../../../schemas/issue-format';
import type { BlockIssue, ParseResult } from '../../../engine/parse';
import { t } from '../../../i18n/zh-CN';
import { PageState } from '../../../ui/page-state';
import { OpensPageContext } from '../../../blocks/opens-page';
import type { ContentPlace, RouteContent } from './route-content';
import { paths } from '../../../engine/paths';

// Contents already reported: a page re-rendered (or mounted twice in StrictMode) warns about its content once.
const reported = new WeakSet<ParseResult>();

const describeIssue = (issue: BlockIssue) => `#${issue.index} ${issue.modelName ?? '?'} ${formatIssues([issue])}`;

/** What a content page shows when its content failed to load: the message, and a way to try again or go on. */
export function ContentFailed({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <PageState
      tone="failed"
      title={t.states.failedTitle}
      message={message}
      retry={{ label: t.states.retry, onRetry: () => void revalidator.revalidate() }}
      action={{ to: paths.home(), label: t.backHome }}
    />
  );
}

/** What a content page shows when it has no content to show. */
export const ContentEmpty = () => <PageState tone="empty" title={t.states.emptyTitle} message={t.states.emptyMessage} action={{ to: paths.home(), label: t.backHome }} />;

/**
 * The CMS content of a page, as its loader parsed it, rendered block by block. Broken blocks are skipped (parseBlocks
 * has already warned about malformed JSON and unknown models; schema violations are warned here, once, in the
 * browser); a failed load shows its message, and a page with no block to show says so. Content `below` a page's own
 * feature leaves the first paint's pictures to the feature. `optional` content (beside a feature of the page's own)
 * shows only when it loaded: failed or empty, it leaves its place empty and the feature speaks for the page.
 */
export function CmsContent({ content, place = 'top', optional = false }: { content: RouteContent; place?: ContentPlace; optional?: boolean }) {
  const parsed = content.status === 'ok' ? content.data : null;

  useEffect(() => {
    if (!parsed || reported.has(parsed)) return;
    reported.add(parsed);
    const invalid = parsed.issues.filter((issue) => issue.kind === 'invalid');
    if (invalid.length) console.warn(`[cms] ${invalid.length} block(s) skipped as invalid:\n${invalid.map(describeIssue).join('\n')}`);
    if (parsed.blocks.length === 0) console.warn(`[cms] none of the ${parsed.issues.length} content entries can be shown`);
  }, [parsed]);

  if (optional && !parsed) return null;
  if (content.status === 'failed') return <ContentFailed message={content.message} />;
  if (!parsed || parsed.blocks.length === 0) return <ContentEmpty />;
  return (
    <OpensPageContext.Provider value={place === 'top'}>
      <BlockTree blocks={parsed.blocks} />
    </OpensPageContext.Provider>
  );
}
