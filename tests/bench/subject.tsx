import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BlockTree } from '../../src/blocks/block-tree';
import { blockRegistry } from '../../src/blocks/registry';
import { parseBlocks, type Block } from '../../src/engine/parse';

// Built by run.ts with Vite (CSS modules, import.meta.env, production React), then imported and timed.

type AnyBlockComponent = ComponentType<{ content: unknown; index: number }>;

/** The engine's whole path: wire JSON -> parseBlocks -> BlockTree (boundaries, style boxes) -> HTML. */
export function engineHtml(wire: string): string {
  const body = JSON.parse(wire) as { data: unknown };
  return renderToString(
    <MemoryRouter>
      <BlockTree blocks={parseBlocks(body.data).blocks} />
    </MemoryRouter>,
  );
}

/** Plain React: the same block components given already-parsed props, no parse, no boundaries. */
export function plainHtml(blocks: readonly Block[]): string {
  return renderToString(
    <MemoryRouter>
      {blocks.map((block) => {
        const Component = blockRegistry[block.model] as AnyBlockComponent;
        return <Component key={block.index} content={block.props} index={block.index} />;
      })}
    </MemoryRouter>,
  );
}

/** The parsed blocks the plain baseline renders, prepared outside the timed loop. */
export const parseForBaseline = (wire: string) => parseBlocks((JSON.parse(wire) as { data: unknown }).data).blocks;
