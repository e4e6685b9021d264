import { describe, expect, it, vi } from 'vitest';
import { blockModels } from '../../../schemas/cms/blocks';
import { parseBlocks } from '../../../src/engine/parse';
import { brokenFields, validContents, withField } from '../schemas/block-examples';

const wire = (modelName: string, contents: unknown) => ({ modelName, contents: JSON.stringify(contents) });

describe('parseBlocks', () => {
  it('reads every model from its wire form (contents a JSON string) into typed blocks in order', () => {
    const items = blockModels.map((model) => wire(model, validContents[model]));
    const { blocks, issues } = parseBlocks(items);
    expect(issues).toEqual([]);
    expect(blocks.map((b) => [b.model, b.index])).toEqual(blockModels.map((model, index) => [model, index]));
    const hero = blocks[0];
    if (hero?.model !== 'hero') throw new Error('expected the hero first');
    expect(hero.props.slides[0]?.title).toBe('SIM3 MAX');
    expect(hero.props.interval).toBe(6000);
  });

  it('accepts contents that are already parsed objects', () => {
    const { blocks } = parseBlocks([{ modelName: 'spacing', contents: { height: 12 } }]);
    expect(blocks).toEqual([{ model: 'spacing', index: 0, props: { height: 12 } }]);
  });

  it('reports malformed JSON once as malformed-json and skips the item', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A warning no other file gives (its index and its fault are this test's): the worker's earlier files warned their own.
    const spacing = wire('spacing', { height: 8 });
    const items = [spacing, spacing, spacing, { modelName: 'hero', contents: '{"slides": ["parse.test warns once" ?' }, spacing];
    const first = parseBlocks(items);
    parseBlocks(items);
    expect(first.issues).toEqual([{ index: 3, modelName: 'hero', kind: 'malformed-json', path: [], message: expect.stringMatching(/^malformed JSON/) }]);
    expect(first.blocks.map((b) => b.index)).toEqual([0, 1, 2, 4]);
    expect(warn.mock.calls.filter(([line]) => String(line).includes('block 3 (hero)'))).toHaveLength(1);
  });

  it('skips unknown models as unknown-model', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { blocks, issues } = parseBlocks([wire('carousel3d', {}), { modelName: '__proto__', contents: '{}' }]);
    expect(blocks).toEqual([]);
    expect(issues.map((i) => [i.index, i.kind, i.modelName])).toEqual([[0, 'unknown-model', 'carousel3d'], [1, 'unknown-model', '__proto__']]);
  });

  it('skips schema violations as invalid with the zod path inside the contents', () => {
    const { path, value } = brokenFields.goods;
    const { issues } = parseBlocks([wire('goods', withField(validContents.goods, path, value))]);
    expect(issues).toEqual([{ index: 0, modelName: 'goods', kind: 'invalid', path, message: 'must be an http(s) URL or a root-relative path' }]);
  });

  it('counts the other violations of an item in its one message', () => {
    const { issues } = parseBlocks([wire('products', { title: '', list: [] })]);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/\(and 1 more\)$/);
  });

  it('reports items without a model name, and non-object items', () => {
    const { issues } = parseBlocks([{ contents: '{}' }, 'hero', null]);
    expect(issues.map((i) => [i.index, i.kind, i.path])).toEqual([[0, 'invalid', ['modelName']], [1, 'invalid', []], [2, 'invalid', []]]);
  });

  it('leaves the models pages read themselves alone: neither block nor issue', () => {
    const items = [wire('storyBasicConfig', { banner: 'x' }), wire('contactus', {}), wire('spacing', {}), wire('titleImageLink', '['), wire('giftingInfo', {}), wire('fixed_size_02', {})];
    const { blocks, issues } = parseBlocks(items);
    expect(issues).toEqual([]);
    expect(blocks.map((b) => b.index)).toEqual([2]);
  });

  it('applies a component config entry’s child-id names before checking', () => {
    const entry = { value: { 11: '64', 12: '#ffffff' }, childIdNames: { 11: 'height', 12: 'backgroundColor' } };
    const { blocks } = parseBlocks([wire('spacing', entry)]);
    expect(blocks[0]?.props).toEqual({ height: 64, backgroundColor: '#ffffff' });
  });

  it('answers an empty result for no content and one issue for a non-list', () => {
    expect(parseBlocks(undefined)).toEqual({ blocks: [], issues: [] });
    expect(parseBlocks(null)).toEqual({ blocks: [], issues: [] });
    expect(parseBlocks({ modelName: 'hero' }).issues).toEqual([{ index: 0, kind: 'invalid', path: [], message: expect.any(String) }]);
  });

  it('survives items whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'modelName', { get: () => { throw new Error('boom'); } });
    const { issues } = parseBlocks([hostile]);
    expect(issues).toEqual([{ index: 0, kind: 'invalid', path: [], message: 'unreadable item: boom' }]);
  });
});
