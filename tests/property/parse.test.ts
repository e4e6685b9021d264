import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readerModels } from '../../schemas/cms/readers';
import { parseBlocks } from '../../src/engine/parse';
import { anyItem, garbageItem, readerItem, validItem } from './cms-items';

const RUNS = { numRuns: 1000 };

describe('parseBlocks properties', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(anyItem)), (value) => {
        const { blocks, issues } = parseBlocks(value);
        expect(Array.isArray(blocks) && Array.isArray(issues)).toBe(true);
      }),
      RUNS,
    );
  });

  it('turns every item into exactly one block or one issue, in input order', () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 30 }), (items) => {
        const { blocks, issues } = parseBlocks(items);
        const blockIndexes = blocks.map((b) => b.index);
        const issueIndexes = issues.map((i) => i.index);
        expect([...blockIndexes, ...issueIndexes].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
        expect(blockIndexes).toEqual([...blockIndexes].sort((a, b) => a - b));
        expect(issueIndexes).toEqual([...issueIndexes].sort((a, b) => a - b));
      }),
      RUNS,
    );
  });

  it('keeps every valid block among garbage, with its model and position', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(validItem, garbageItem.map((item) => ({ item, model: null }))), { maxLength: 30 }), (entries) => {
        const { blocks } = parseBlocks(entries.map((e) => e.item));
        const expected = entries.flatMap((e, index) => (e.model ? [[index, e.model]] : []));
        const found = blocks.map((b) => [b.index, b.model]);
        for (const pair of expected) expect(found).toContainEqual(pair);
      }),
      RUNS,
    );
  });

  it('leaves the models pages read themselves alone and nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyItem, readerItem), { maxLength: 20 }), (items) => {
        const { blocks, issues } = parseBlocks(items);
        const names: readonly unknown[] = readerModels;
        const read = items.filter((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && names.includes((item as { modelName?: unknown }).modelName)).length;
        expect(blocks.length + issues.length).toBe(items.length - read);
        for (const issue of issues) expect(names).not.toContain(issue.modelName);
      }),
      RUNS,
    );
  });
});
