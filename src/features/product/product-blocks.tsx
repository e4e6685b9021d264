import { BlockTree } from '../../blocks/block-tree';
import type { Block } from '../../engine/parse';

/** The CMS blocks of a product page, as its loader parsed them (loaded lazily: the block components come with them). */
export default function ProductBlocks({ blocks }: { blocks: readonly Block[] }) {
  return <BlockTree blocks={blocks} />;
}
