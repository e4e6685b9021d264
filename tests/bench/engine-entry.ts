// What the browser bundle carries for the engine: parse, links, style, registry, boundaries, block tree.
// run.ts bundles this with esbuild, block components, ui, config and every package left external.
export { parseBlocks } from '../../src/engine/parse';
export { resolveLink } from '../../src/engine/links';
export { styleToCss } from '../../src/engine/style';
export { blockRegistry } from '../../src/blocks/registry';
export { BlockBoundary } from '../../src/blocks/block-boundary';
export { BlockTree } from '../../src/blocks/block-tree';
