import { describe, expect, it } from 'vitest';
import { blockModels } from '../../../schemas/cms/blocks';
import { blockRegistry, type BlockRegistry } from '../../../src/blocks/registry';

describe('block registry', () => {
  it('has a component for every block model and nothing else', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockModels].sort());
    expect(blockModels).toHaveLength(16);
    for (const model of blockModels) expect(typeof blockRegistry[model], model).toBe('function');
  });
});

describe('registry type', () => {
  it('refuses, at compile time, a registry that lacks a model', () => {
    const { hero, ...withoutHero } = blockRegistry;
    // @ts-expect-error -- every model needs a component: `hero` is missing
    const incomplete: BlockRegistry = withoutHero;
    expect(Object.keys(incomplete)).not.toContain('hero');
    expect(hero).toBe(blockRegistry.hero);
  });
});
