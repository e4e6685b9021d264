import type { ComponentType, CSSProperties } from 'react';
import type { BlockModel } from '../../schemas/cms/blocks';
import type { StyleConfig } from '../../schemas/common';
import type { Block, ParseResult } from '../engine/parse';
import { styleToCss } from '../engine/style';
import { PageConfigViewContext } from '../ui/cms-link';
import { BlockBoundary } from './block-boundary';
import type { BlockComponentProps } from './block-types';
import { blockRegistry } from './registry';

/** One block through its registry component, inside a box carrying its CMS style config. */
function BlockView<M extends BlockModel>({ model, index, content }: { model: M } & BlockComponentProps<M>) {
  const Component: ComponentType<BlockComponentProps<M>> = blockRegistry[model];
  // Every block schema carries the optional style config; it styles this box, so no block repeats it.
  const style = styleToCss((content as { styleConfig?: StyleConfig | null }).styleConfig) as CSSProperties;
  return (
    <div data-block={model} data-index={index} style={style}>
      <Component content={content} index={index} />
    </div>
  );
}

/** A fetched page config (type-7 link), parsed where it was fetched, rendered by the same engine. */
const renderPageConfig = (config: ParseResult) => <BlockTree blocks={config.blocks} />;

/** Props of BlockTree. */
export interface BlockTreeProps {
  blocks: readonly Block[];
  /** Told about a block that threw while rendering (the preview marks it); the page goes on either way. */
  onRenderError?: (block: Block, error: unknown) => void;
}

/** The blocks of a page in order, each in its own error boundary so one broken block never blanks the page. */
export function BlockTree({ blocks, onRenderError }: BlockTreeProps) {
  return (
    <PageConfigViewContext.Provider value={renderPageConfig}>
      {blocks.map((block) => (
        <BlockBoundary key={block.index} model={block.model} index={block.index} onError={onRenderError && ((error) => onRenderError(block, error))}>
          <BlockView model={block.model} index={block.index} content={block.props} />
        </BlockBoundary>
      ))}
    </PageConfigViewContext.Provider>
  );
}
