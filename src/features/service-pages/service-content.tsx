import { useMemo, type ReactNode } from 'react';
import { FAQ_MODEL } from '../../../schemas/cms/faq';
import { BlockTree } from '../../blocks/block-tree';
import { parseBlocks, type Block } from '../../engine/parse';
import { ContentEmpty, ContentFailed } from '../shared/content/cms-content';
import type { RouteContent } from '../shared/content/route-content';
import { readFaqs, type Faq } from './faq-data';
import { FaqList } from './faq-list';

type Part = { index: number; blocks: Block[] } | { index: number; faq: Faq };

/** Blocks and FAQ lists in the order the editor placed them: each run of blocks between two FAQ lists stays one tree. */
export function orderParts(items: readonly unknown[]): Part[] {
  const { blocks } = parseBlocks(items, { ignore: [FAQ_MODEL] });
  const faqs = readFaqs(items);
  const parts: Part[] = [];
  let run: Block[] = [];
  let next = 0;
  for (const block of blocks) {
    while (next < faqs.length && (faqs[next]?.index ?? Infinity) < block.index) {
      if (run.length) parts.push({ index: run[0]!.index, blocks: run });
      run = [];
      parts.push(faqs[next]!);
      next += 1;
    }
    run.push(block);
  }
  if (run.length) parts.push({ index: run[0]!.index, blocks: run });
  return [...parts, ...faqs.slice(next)];
}

/** A content page's CMS content with its FAQ lists (if any) in place; failed and empty as every content page shows them. */
export function ServiceContent({ content }: { content: RouteContent }) {
  const items = content.status === 'ok' ? content.data : null;
  const parts = useMemo(() => (items ? orderParts(items) : []), [items]);
  if (content.status === 'failed') return <ContentFailed message={content.message} />;
  if (parts.length === 0) return <ContentEmpty />;
  return parts.map((part): ReactNode => ('faq' in part ? <FaqList key={part.index} faq={part.faq} /> : <BlockTree key={part.index} blocks={part.blocks} />));
}
