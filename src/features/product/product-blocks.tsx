import { useMemo } from 'react';
import { BlockTree } from '../../blocks/block-tree';
import { parseBlocks } from '../../engine/parse';

/** The CMS blocks of a product page through the engine, but for the models the page reads itself (loaded lazily). */
export default function ProductBlocks({ items, ignore }: { items: readonly unknown[]; ignore: readonly string[] }) {
  const { blocks } = useMemo(() => parseBlocks(items, { ignore }), [items, ignore]);
  return blocks.length > 0 ? <BlockTree blocks={blocks} /> : null;
}
