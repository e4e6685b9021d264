import type { BlockModel, BlockProps } from '../../schemas/cms/blocks';

/** What a block component receives: its checked CMS content and its position on the page. */
export interface BlockComponentProps<M extends BlockModel> {
  content: BlockProps<M>;
  /** Position in the CMS list; index 0 is above the fold, so its images load first. */
  index: number;
}
