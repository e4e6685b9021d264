import { useEffect } from 'react';
import { createLinkTargets } from '../../api/link-targets';
import { apiClient } from '../../config/client';
import { checkLinks, onceEach, type LinkFinding } from '../../engine/link-check';
import { collectLinks } from '../../engine/link-refs';
import type { Block } from '../../engine/parse';
import { useAction, type ActionState } from '../../ui/use-action';

/** The link findings of each block that has any, by block index; every target asked once, through the site's own calls. */
async function findingsByBlock(blocks: readonly Block[]): Promise<ReadonlyMap<number, LinkFinding[]>> {
  const ask = onceEach(createLinkTargets(apiClient));
  const entries = await Promise.all(blocks.map(async (block) => [block.index, await checkLinks(collectLinks(block.props), ask)] as const));
  return new Map(entries.filter(([, findings]) => findings.length > 0));
}

/** Checks the links of the previewed blocks as the validator does, once per rendering (the canvas remounts for new input). */
export function useLinkFindings(blocks: readonly Block[]): ActionState<ReadonlyMap<number, LinkFinding[]>> {
  const { state, run } = useAction('preview links', (_signal, list: readonly Block[]) => findingsByBlock(list));
  useEffect(() => {
    void run(blocks);
  }, [run, blocks]);
  return state;
}
